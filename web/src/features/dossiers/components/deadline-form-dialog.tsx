import { Checkbox, Stack } from '@chakra-ui/react';
import { HEARING_DEADLINE_TYPE, TIMED_DEADLINE_TYPES } from '@mizan/shared/deadline-types';
import { addDeadlineBody } from '@mizan/shared/schemas/dossiers';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextareaField, TextField } from '../../../components/text-field';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useAddDeadline } from '../api/add-deadline';
import { useReferenceOptions } from '../api/get-reference-options';
import type { DeadlineItem } from '../api/list-deadlines';
import { useStaff } from '../api/list-staff';
import { useUpdateDeadline } from '../api/update-deadline';
import { deadlineDay, deadlineTime } from '../utils/deadline';

/** The day as `dateecheance`, the API's name, which takes the time too. */
type Values = {
  idtypeecheance: string;
  dateecheance: string;
  time: string;
  idUtilisateur: string;
  alerte: boolean;
  contenu: string;
  salle: string;
};

type DeadlineFormDialogProps = {
  dossierId: string;
  /** The dossier's lawyer: responsible for a new deadline unless another is chosen. */
  lawyerId: string;
  /** An open deadline to correct; a new one is added without it. */
  deadline?: DeadlineItem;
  onClose: () => void;
  /** After a deadline was added or corrected, so that the list and the history reload. */
  onSaved: () => void;
  /** A deadline was added (its type may propose tasks). */
  onAdded?: (added: { idEcheanceDossier: string; idTypeEcheance: string }) => void;
};

const timedType = (values: Values) => TIMED_DEADLINE_TYPES.includes(values.idtypeecheance);
const hearingType = (values: Values) => values.idtypeecheance === HEARING_DEADLINE_TYPE;

/** A deadline's values in the form: its day and its time on Casablanca's clocks, as the API wrote them. */
const valuesOf = (deadline: DeadlineItem): Values => ({
  idtypeecheance: deadline.idTypeEcheance,
  dateecheance: deadlineDay(deadline.dateEcheance),
  time: deadlineTime(deadline.dateEcheance) ?? '',
  idUtilisateur: deadline.idUtilisateur,
  alerte: deadline.alerte,
  contenu: deadline.contenu ?? '',
  salle: deadline.salle ?? '',
});

/** The body the API takes: a day, or a day and a time (read in Casablanca) for the types that have one. */
const bodyOf = (dossierId: string, values: Values) => ({
  idDossier: dossierId,
  idtypeecheance: values.idtypeecheance,
  dateecheance: timedType(values) && values.time ? `${values.dateecheance}T${values.time}` : values.dateecheance,
  alerte: values.alerte,
  contenu: values.contenu,
  // A courtroom is a hearing's: another type keeps none.
  salle: hearingType(values) ? values.salle : '',
  idUtilisateur: values.idUtilisateur,
});

/**
 * Spec 2.10 and 5: add a cabinet deadline, or correct an open one (its values to start with). Type
 * (the firm's active deadline types) and date are required, with the specification's message
 * otherwise; hearings and appointments also take a time, hearings a courtroom; the alert, the content and the
 * responsible lawyer (the dossier's by default) are optional.
 */
export const DeadlineFormDialog = ({ dossierId, lawyerId, deadline, onClose, onSaved, onAdded }: DeadlineFormDialogProps) => {
  const { t } = useTranslation(['dossiers', 'translation']);
  const types = useReferenceOptions('management.deadlineTypeOptions');
  const staff = useStaff();
  const add = useAddDeadline();
  const update = useUpdateDeadline();
  const form = useForm<Values>(
    deadline
      ? valuesOf(deadline)
      : { idtypeecheance: '', dateecheance: '', time: '', idUtilisateur: lawyerId, alerte: false, contenu: '', salle: '' },
    {
      rules: (values) => {
        const body = bodyOf(dossierId, values);
        return {
          idtypeecheance: validationCode(addDeadlineBody.shape.idtypeecheance, body.idtypeecheance),
          dateecheance: validationCode(addDeadlineBody.shape.dateecheance, body.dateecheance),
          contenu: validationCode(addDeadlineBody.shape.contenu, body.contenu),
          salle: validationCode(addDeadlineBody.shape.salle, body.salle),
        };
      },
    },
  );

  const handleSubmit = form.submit(async (values) => {
    const body = addDeadlineBody.parse(bodyOf(dossierId, values));
    if (deadline) {
      const { idDossier: _dossier, ...corrected } = body;
      await update.trigger({ params: { id: deadline.idEcheanceDossier }, body: corrected });
      notifySuccess(t('deadlines.updated'));
    } else {
      const added = await add.trigger({ body });
      notifySuccess(t('deadlines.added'));
      onAdded?.(added);
    }
    onSaved();
    onClose();
  });

  const responsible = deadline?.idUtilisateur ?? lawyerId;
  const staffOptions = (staff.data ?? [])
    .filter((user) => user.actif || user.idUtilisateur === responsible)
    .map((user) => ({ value: user.idUtilisateur, label: `${user.prenom} ${user.nom}` }));

  return (
    <FormDialog
      title={deadline ? t('deadlines.editTitle') : t('deadlines.add')}
      testId="deadline-form"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <SelectField
        {...form.field('idtypeecheance')}
        label={t('deadlines.fields.type')}
        options={types.data ?? []}
        placeholder={t('select.placeholder')}
        required
      />
      <Stack direction="row" gap="3" align="flex-start">
        <TextField {...form.field('dateecheance')} type="date" label={t('deadlines.fields.date')} required />
        {timedType(form.values) && (
          <TextField
            {...form.field('time')}
            name="heure"
            type="time"
            label={t('deadlines.fields.time')}
            helperText={t('deadlines.fields.timeHelp')}
          />
        )}
      </Stack>
      {hearingType(form.values) && (
        <TextField {...form.field('salle')} label={t('deadlines.fields.salle')} helperText={t('deadlines.fields.salleHelp')} />
      )}
      <SelectField
        {...form.field('idUtilisateur')}
        label={t('deadlines.fields.responsible')}
        options={staffOptions.length ? staffOptions : [{ value: responsible, label: t('deadlines.fields.dossierLawyer') }]}
      />
      <TextareaField {...form.field('contenu')} label={t('deadlines.fields.contenu')} rows={3} />
      <Checkbox.Root
        checked={form.values.alerte}
        onCheckedChange={({ checked }) => form.setValue('alerte', checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput name="alerte" />
        <Checkbox.Control />
        <Checkbox.Label>{t('deadlines.fields.alerte')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
};
