import { Checkbox, Field, Stack, Textarea } from '@chakra-ui/react';
import { addDeadlineBody, TIMED_DEADLINE_TYPES } from '@mizan/shared/schemas/dossiers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formFailure, notifySuccess } from '../../../lib/notify';
import { ruleKeys, validationCode } from '../../../lib/validation';
import { useAddDeadline } from '../api/add-deadline';
import { useReferenceOptions } from '../api/get-reference-options';
import { useStaff } from '../api/list-staff';

type Values = { idtypeecheance: string; date: string; time: string; idUtilisateur: string; alerte: boolean; contenu: string };
type FieldName = keyof Values;

type DeadlineFormDialogProps = {
  dossierId: string;
  /** The dossier's lawyer: responsible for the deadline unless another is chosen. */
  lawyerId: string;
  onClose: () => void;
  /** After a deadline was added, so that the list and the history reload. */
  onAdded: () => void;
};

/** The body the API takes: a day, or a day and a time (read in Casablanca) for the types that have one. */
const bodyOf = (dossierId: string, values: Values, timed: boolean) => ({
  idDossier: dossierId,
  idtypeecheance: values.idtypeecheance,
  dateecheance: timed && values.time ? `${values.date}T${values.time}` : values.date,
  alerte: values.alerte,
  contenu: values.contenu,
  idUtilisateur: values.idUtilisateur,
});

/**
 * Spec 2.10 and 5: add a cabinet deadline. Type (the firm's active deadline types) and date are
 * required, with the specification's message otherwise; hearings and appointments also take a
 * time; the alert, the content and the responsible lawyer (the dossier's by default) are optional.
 */
export const DeadlineFormDialog = ({ dossierId, lawyerId, onClose, onAdded }: DeadlineFormDialogProps) => {
  const { t } = useTranslation(['dossiers', 'translation']);
  const types = useReferenceOptions('management.deadlineTypeOptions');
  const staff = useStaff();
  const add = useAddDeadline();
  const [values, setValues] = useState<Values>({
    idtypeecheance: '',
    date: '',
    time: '',
    idUtilisateur: lawyerId,
    alerte: false,
    contenu: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const timed = TIMED_DEADLINE_TYPES.includes(values.idtypeecheance);
  const body = bodyOf(dossierId, values, timed);
  const codes: Partial<Record<FieldName, string>> = {
    idtypeecheance: validationCode(addDeadlineBody.shape.idtypeecheance, body.idtypeecheance),
    date: validationCode(addDeadlineBody.shape.dateecheance, body.dateecheance),
    contenu: validationCode(addDeadlineBody.shape.contenu, body.contenu),
  };
  const errorOf = (name: FieldName, serverName: string = name) =>
    serverErrors[serverName] ?? (submitted && codes[name] ? t(ruleKeys(codes[name])) : undefined);

  const change = <K extends FieldName>(name: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors({});
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = addDeadlineBody.safeParse(body);
    if (!parsed.success) return;
    try {
      await add.trigger({ body: parsed.data });
      notifySuccess(t('deadlines.added'));
      onAdded();
      onClose();
    } catch (error) {
      const { byField, failure } = formFailure(error, body);
      setServerErrors(byField);
      setFailure(failure);
    }
  };

  const staffOptions = (staff.data ?? [])
    .filter((user) => user.actif || user.idUtilisateur === lawyerId)
    .map((user) => ({ value: user.idUtilisateur, label: `${user.prenom} ${user.nom}` }));

  return (
    <FormDialog
      title={t('deadlines.add')}
      testId="deadline-form"
      failure={failure}
      saving={add.isMutating}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <SelectField
        name="idtypeecheance"
        label={t('deadlines.fields.type')}
        value={values.idtypeecheance}
        onChange={(event) => change('idtypeecheance', event.target.value)}
        options={types.data ?? []}
        placeholder={t('select.placeholder')}
        error={errorOf('idtypeecheance')}
        required
      />
      <Stack direction="row" gap="3" align="flex-start">
        <TextField
          name="dateecheance"
          type="date"
          label={t('deadlines.fields.date')}
          value={values.date}
          onChange={(event) => change('date', event.target.value)}
          error={errorOf('date', 'dateecheance')}
          required
        />
        {timed && (
          <TextField
            name="heure"
            type="time"
            label={t('deadlines.fields.time')}
            value={values.time}
            onChange={(event) => change('time', event.target.value)}
            helperText={t('deadlines.fields.timeHelp')}
          />
        )}
      </Stack>
      <SelectField
        name="idUtilisateur"
        label={t('deadlines.fields.responsible')}
        value={values.idUtilisateur}
        onChange={(event) => change('idUtilisateur', event.target.value)}
        options={staffOptions.length ? staffOptions : [{ value: lawyerId, label: t('deadlines.fields.dossierLawyer') }]}
        error={errorOf('idUtilisateur')}
      />
      <Field.Root id="contenu" invalid={!!errorOf('contenu')}>
        <Field.Label>{t('deadlines.fields.contenu')}</Field.Label>
        <Textarea name="contenu" rows={3} value={values.contenu} onChange={(event) => change('contenu', event.target.value)} />
        {errorOf('contenu') && <Field.ErrorText>{errorOf('contenu')}</Field.ErrorText>}
      </Field.Root>
      <Checkbox.Root checked={values.alerte} onCheckedChange={({ checked }) => change('alerte', checked === true)} colorPalette="teal">
        <Checkbox.HiddenInput name="alerte" />
        <Checkbox.Control />
        <Checkbox.Label>{t('deadlines.fields.alerte')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
};
