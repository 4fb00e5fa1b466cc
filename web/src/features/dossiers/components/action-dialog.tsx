import { noteBody, type ACTION_TYPES } from '@mizan/shared/schemas/dossiers';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextareaField, TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';

export type ActionValues = { idTypeAction?: (typeof ACTION_TYPES)[number]; dateAction?: string; valeur: string };
type Option = { value: string; label: string };

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
  const form = useForm(
    { idTypeAction: '', dateAction: localNow(), valeur: initialText },
    {
      rules: (values) => ({
        valeur: validationCode(noteBody.shape.valeur, values.valeur),
        ...(types && {
          idTypeAction: values.idTypeAction ? undefined : 'required',
          dateAction: values.dateAction ? undefined : 'required',
        }),
      }),
    },
  );

  const handleSubmit = form.submit(async (values) => {
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
  });

  return (
    <FormDialog
      title={title}
      testId="action"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {types && (
        <>
          <SelectField
            {...form.field('idTypeAction')}
            label={t('actionForm.type')}
            options={types}
            placeholder={t('select.placeholder')}
            required
          />
          <TextField {...form.field('dateAction')} type="datetime-local" label={t('actionForm.date')} max={localNow()} required />
        </>
      )}
      <TextareaField {...form.field('valeur')} label={t(types ? 'actionForm.text' : 'notes.text')} rows={5} required />
    </FormDialog>
  );
};
