import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/text-field';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateAppointment } from '../api/create-appointment';
import { lookupClient } from '../api/lookup-client';
import { refreshAppointments } from '../utils/calendar-dates';

type NewAppointmentDialogProps = {
  /** The lawyer whose calendar it is. */
  lawyerId: string;
  slot: { date: string; start: string; end: string };
  onClose: () => void;
};

/** The client found by CIN or RC: `idClient` as the API names it, and the name shown. */
type Values = { date: string; heureDebut: string; heureFin: string; commentaire: string; idClient: string; clientName: string };

/**
 * The new-appointment dialog (specification 2.18 and 5): date, start and end (required, '*'
 * otherwise), a comment or a client found by CIN or RC (at least one: '*' on both otherwise).
 * Closing it after a creation reads the calendars again.
 */
export const NewAppointmentDialog = ({ lawyerId, slot, onClose }: NewAppointmentDialogProps) => {
  const { t } = useTranslation('calendar');
  const form = useForm<Values>(
    { date: slot.date, heureDebut: slot.start, heureFin: slot.end, commentaire: '', idClient: '', clientName: '' },
    {
      rules: (values) => {
        const neither = !values.commentaire.trim() && !values.idClient;
        return {
          date: values.date ? undefined : 'required',
          heureDebut: values.heureDebut ? undefined : 'required',
          heureFin: values.heureFin ? undefined : 'required',
          commentaire: neither ? 'required' : undefined,
          idClient: neither ? 'required' : undefined,
        };
      },
      messages: { required: '*' },
    },
  );
  const [identifier, setIdentifier] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const create = useCreateAppointment();
  const clientError = lookupError ?? form.errorOf('idClient');

  const setClient = (idClient: string, clientName: string) => {
    form.setValue('idClient', idClient);
    form.setValue('clientName', clientName);
  };
  const handleLookup = async () => {
    setClient('', '');
    setLookupError(null);
    if (!identifier.trim()) return;
    try {
      const found = await lookupClient(identifier.trim());
      setClient(found.idClient, [found.prenom, found.nom, found.raisonSociale].filter(Boolean).join(' '));
    } catch (error) {
      setLookupError(errorMessage(error));
    }
  };

  const handleSubmit = form.submit(async (values) => {
    await create.trigger({
      body: {
        idUtilisateur: lawyerId,
        idClient: values.idClient || null,
        date: values.date,
        heureDebut: `${values.heureDebut}:00`,
        heureFin: `${values.heureFin}:00`,
        commentaire: values.commentaire,
      },
    });
    await refreshAppointments();
    notifySuccess(t('newAppointment.created'));
    onClose();
  });

  return (
    <FormDialog
      title={t('newAppointment.title')}
      testId="new-appointment"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField {...form.field('date')} type="date" label={t('fields.date')} required />
      <HStack align="start">
        <TextField {...form.field('heureDebut')} type="time" label={t('fields.start')} required />
        <TextField {...form.field('heureFin')} type="time" label={t('fields.end')} required />
      </HStack>
      <TextareaField {...form.field('commentaire')} label={t('fields.comment')} />
      <Field.Root id="client" invalid={!!clientError}>
        <Field.Label>{t('newAppointment.clientLookup')}</Field.Label>
        <HStack width="full">
          <Input name="identifier" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
          <IconButton
            aria-label={t('newAppointment.search')}
            variant="outline"
            onClick={() => void handleLookup()}
            data-testid="client-lookup"
          >
            <LuSearch />
          </IconButton>
        </HStack>
        {clientError && <Field.ErrorText>{clientError}</Field.ErrorText>}
      </Field.Root>
      {form.values.idClient && (
        <Stack gap="1">
          <Text data-testid="found-client">{form.values.clientName}</Text>
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setClient('', '')}>
            {t('newAppointment.removeClient')}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
};
