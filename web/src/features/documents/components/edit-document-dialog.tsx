import { updateDocumentBody, type Confidentiality, type DocumentItem } from '@mizan/shared/schemas/documents';
import { useTranslation } from 'react-i18next';
import { ConfidentialityBadge } from '../../../components/confidentiality-badge';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useUpdateDocument } from '../api/update-document';

const LEVELS: readonly Confidentiality[] = ['PB', 'PA', 'PC'];

type EditDocumentDialogProps = {
  document: DocumentItem;
  /** The document as it is now: the screen reads the dossier again. */
  onSaved: () => void;
  onClose: () => void;
};

/**
 * Corrects a document (staff): its name, whose extension stays the file's, and its confidentiality,
 * the three levels named as their badges are. Only what changed is sent; the API refuses a level the
 * person may not give (its message shows under the select).
 */
export const EditDocumentDialog = ({ document, onSaved, onClose }: EditDocumentDialogProps) => {
  const { t } = useTranslation(['documents', 'translation']);
  const update = useUpdateDocument();
  const form = useForm(
    { nom: document.nom, IdConfidentialite: document.IdConfidentialite as string },
    { rules: (values) => ({ nom: validationCode(updateDocumentBody.shape.nom, values.nom) }) },
  );
  const levels = LEVELS.map((value) => ({ value, label: t(`translation:confidentiality.${value}`) }));

  const handleSubmit = form.submit(async (values) => {
    const nom = values.nom.trim();
    const level = values.IdConfidentialite as Confidentiality;
    await update.trigger({
      params: { idDocument: document.idDocument },
      body: {
        ...(nom === document.nom ? {} : { nom }),
        ...(level === document.IdConfidentialite ? {} : { IdConfidentialite: level }),
      },
    });
    notifySuccess(t('edit.saved'));
    onSaved();
    onClose();
  });

  return (
    <FormDialog
      title={t('edit.title')}
      testId="edit-document"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('cancel')}
      submitLabel={t('edit.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        {...form.field('nom')}
        label={t('upload.name')}
        helperText={t('edit.extension', { extension: `.${document.extension}` })}
        required
      />
      <SelectField {...form.field('IdConfidentialite')} label={t('upload.confidentiality')} options={levels} required />
      <ConfidentialityBadge level={form.values.IdConfidentialite as Confidentiality} />
    </FormDialog>
  );
};
