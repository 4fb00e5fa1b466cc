import { Field, Textarea } from '@chakra-ui/react';
import { noteBody, type ACTION_TYPES } from '@mizan/shared/schemas/dossiers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formFailure } from '../../../lib/notify';
import { ruleKeys, validationCode } from '../../../lib/validation';

export type ActionValues = { idTypeAction?: (typeof ACTION_TYPES)[number]; dateAction?: string; valeur: string };
type Option = { value: string; label: string };
type FieldName = 'idTypeAction' | 'dateAction' | 'valeur';

/** Now as a datetime-local input writes it (the person's own clock). */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

type ActionDialogProps = {
  title: string;
  /** An action's types to choose from, with its date; a note has neither (type ANT, written now). */
  types?: readonly Option[];
  /** The text of the note being edited. */
  initialText?: string;
  /** Sends the values; a rejection shows its field errors beside the fields, other failures above them. */
  onSubmit: (values: ActionValues) => Promise<unknown>;
  onClose: () => void;
};

/** Adds an action or a note, or edits a note's text (spec 2.10): the text, and for an action its type and date. */
export const ActionDialog = ({ title, types, initialText = '', onSubmit, onClose }: ActionDialogProps) => {
  const { t } = useTranslation(['dossiers', 'translation']);
  const [values, setValues] = useState({ idTypeAction: '', dateAction: localNow(), valeur: initialText });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const codes: Partial<Record<FieldName, string>> = {
    valeur: validationCode(noteBody.shape.valeur, values.valeur),
    ...(types && {
      idTypeAction: values.idTypeAction ? undefined : 'required',
      dateAction: values.dateAction ? undefined : 'required',
    }),
  };
  const errorOf = (name: FieldName) => serverErrors[name] ?? (submitted && codes[name] ? t(ruleKeys(codes[name])) : undefined);
  const change = (name: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(codes).some(Boolean)) return;
    setSaving(true);
    try {
      await onSubmit(
        types
          ? {
              idTypeAction: values.idTypeAction as ActionValues['idTypeAction'],
              dateAction: new Date(values.dateAction).toISOString(),
              valeur: values.valeur.trim(),
            }
          : { valeur: values.valeur.trim() },
      );
      onClose();
    } catch (error) {
      const { byField, failure: message } = formFailure(error, values);
      setServerErrors(byField);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  const textError = errorOf('valeur');
  return (
    <FormDialog
      title={title}
      testId="action"
      failure={failure}
      saving={saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {types && (
        <>
          <SelectField
            name="idTypeAction"
            label={t('actionForm.type')}
            value={values.idTypeAction}
            onChange={(event) => change('idTypeAction', event.target.value)}
            options={types}
            placeholder={t('select.placeholder')}
            error={errorOf('idTypeAction')}
            required
          />
          <TextField
            name="dateAction"
            type="datetime-local"
            label={t('actionForm.date')}
            value={values.dateAction}
            max={localNow()}
            onChange={(event) => change('dateAction', event.target.value)}
            error={errorOf('dateAction')}
            required
          />
        </>
      )}
      <Field.Root id="valeur" invalid={!!textError} required>
        <Field.Label>
          {t(types ? 'actionForm.text' : 'notes.text')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea name="valeur" rows={5} value={values.valeur} onChange={(event) => change('valeur', event.target.value)} />
        {textError && <Field.ErrorText>{textError}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
};
