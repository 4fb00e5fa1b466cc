import { Button, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { errorMessage, formFailure, notifySuccess } from '../../../lib/notify';
import { useCreateAppointment } from '../api/create-appointment';
import { lookupClient } from '../api/lookup-client';
import { refreshAppointments } from '../utils/calendar-dates';

type NewAppointmentDialogProps = {
  /** The lawyer whose calendar it is. */
  lawyerId: string;
  slot: { date: string; start: string; end: string };
  onClose: () => void;
};

type Found = { idClient: string; name: string };

/**
 * The new-appointment dialog (specification 2.18 and 5): date, start and end (required, '*'
 * otherwise), a comment or a client found by CIN or RC (at least one: '*' on both otherwise).
 * Closing it after a creation reads the calendars again.
 */
export const NewAppointmentDialog = ({ lawyerId, slot, onClose }: NewAppointmentDialogProps) => {
  const { t } = useTranslation('calendar');
  const [form, setForm] = useState({ date: slot.date, heureDebut: slot.start, heureFin: slot.end, commentaire: '' });
  const [identifier, setIdentifier] = useState('');
  const [client, setClient] = useState<Found | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAppointment();

  const handleLookup = async () => {
    setClient(null);
    setLookupError(null);
    if (!identifier.trim()) return;
    try {
      const found = await lookupClient(identifier.trim());
      setClient({ idClient: found.idClient, name: [found.prenom, found.nom, found.raisonSociale].filter(Boolean).join(' ') });
    } catch (error) {
      setLookupError(errorMessage(error));
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of ['date', 'heureDebut', 'heureFin'] as const) if (!form[field]) missing[field] = '*';
    if (!form.commentaire.trim() && !client) {
      missing.commentaire = '*';
      missing.client = '*';
    }
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await create.trigger({
        body: {
          idUtilisateur: lawyerId,
          idClient: client?.idClient ?? null,
          date: form.date,
          heureDebut: `${form.heureDebut}:00`,
          heureFin: `${form.heureFin}:00`,
          commentaire: form.commentaire,
        },
      });
      await refreshAppointments();
      notifySuccess(t('newAppointment.created'));
      onClose();
    } catch (error) {
      const { byField, failure: whole } = formFailure(error, { ...form, idClient: '' });
      setErrors({ ...byField, ...(byField.idClient ? { client: byField.idClient } : {}) });
      setFailure(whole);
    }
  };

  return (
    <FormDialog
      title={t('newAppointment.title')}
      testId="new-appointment"
      failure={failure}
      saving={create.isMutating}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <TextField
        name="date"
        type="date"
        label={t('fields.date')}
        required
        value={form.date}
        error={errors.date}
        onChange={(e) => setForm({ ...form, date: e.target.value })}
      />
      <HStack align="start">
        <TextField
          name="heureDebut"
          type="time"
          label={t('fields.start')}
          required
          value={form.heureDebut}
          error={errors.heureDebut}
          onChange={(e) => setForm({ ...form, heureDebut: e.target.value })}
        />
        <TextField
          name="heureFin"
          type="time"
          label={t('fields.end')}
          required
          value={form.heureFin}
          error={errors.heureFin}
          onChange={(e) => setForm({ ...form, heureFin: e.target.value })}
        />
      </HStack>
      <Field.Root id="commentaire" invalid={!!errors.commentaire}>
        <Field.Label>{t('fields.comment')}</Field.Label>
        <Textarea name="commentaire" value={form.commentaire} onChange={(e) => setForm({ ...form, commentaire: e.target.value })} />
        {errors.commentaire && <Field.ErrorText>{errors.commentaire}</Field.ErrorText>}
      </Field.Root>
      <Field.Root id="client" invalid={!!errors.client || !!lookupError}>
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
        {(errors.client || lookupError) && <Field.ErrorText>{lookupError ?? errors.client}</Field.ErrorText>}
      </Field.Root>
      {client && (
        <Stack gap="1">
          <Text data-testid="found-client">{client.name}</Text>
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setClient(null)}>
            {t('newAppointment.removeClient')}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
};
