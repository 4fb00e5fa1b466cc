import { List } from '@chakra-ui/react';
import { LANGUAGES, type Language } from '@mizan/shared/roles';
import { TEMPLATE_MAX, templateUploadBody } from '@mizan/shared/schemas/templates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker, UploadProgressBar } from '../../../components/file-picker';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { UploadCancelledError } from '../../../lib/storage-upload';
import { useForm } from '../../../lib/use-form';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { validationCode } from '../../../lib/validation';
import { uploadTemplate } from '../api/templates';

type Values = { nom: string; langue: Language; fichier: File | null };

/** The refusals of a file's fields: their details name each field the file holds wrongly, not a field of this form. */
const FIELD_REFUSALS: readonly string[] = ['template_field_unknown', 'template_malformed'];

const fileCode = (file: File | null) => {
  if (!file) return 'required';
  if (!file.name.toLowerCase().endsWith('.docx')) return 'template_not_docx';
  return file.size > TEMPLATE_MAX ? 'file_too_large_multipart' : undefined;
};

type TemplateUploadDialogProps = { onUploaded: () => void; onClose: () => void };

/**
 * Settings › Modèles' upload (administrators): a DOCX, its name (the file's, by default) and its
 * language, sent straight to storage with its progress, then checked by the API. A file holding an
 * unknown or badly written field is refused with each field named; the form keeps its input, so a
 * corrected file can be chosen and sent again.
 */
export const TemplateUploadDialog = ({ onUploaded, onClose }: TemplateUploadDialogProps) => {
  const { t } = useTranslation('settings');
  const { progress, track, cancel } = useUploadProgress();
  const [refusedFields, setRefusedFields] = useState<readonly string[]>([]);
  const language = currentLanguage();
  const form = useForm<Values>(
    { nom: '', langue: language, fichier: null },
    {
      rules: ({ nom, fichier }) => ({ nom: validationCode(templateUploadBody.shape.nom, nom), fichier: fileCode(fichier) }),
      apiNames: { fichier: 'file' },
    },
  );

  const choose = (file: File) => {
    setRefusedFields([]);
    form.setValue('fichier', file);
    if (!form.values.nom.trim()) form.setValue('nom', file.name.replace(/\.docx$/i, ''));
  };

  const send = async ({ nom, langue, fichier }: Values) => {
    setRefusedFields([]);
    try {
      const template = await track((onProgress, signal) => uploadTemplate({ nom: nom.trim(), langue, file: fichier! }, onProgress, signal));
      notifySuccess(t('templates.uploaded', { name: template.nom }));
      onUploaded();
      onClose();
    } catch (error) {
      if (error instanceof UploadCancelledError) return;
      const refused = error instanceof ApiError ? error.details.filter((detail) => FIELD_REFUSALS.includes(detail.code)) : [];
      if (!refused.length) throw error;
      setRefusedFields(refused.map((detail) => detail.field));
      // Said above the form, each field listed: not beside a field of the form that shares its name.
      const { status, code, message } = error as ApiError;
      throw new ApiError(status, code, message);
    }
  };
  // Made when submitted, not while rendering: sending reads the upload's controller (a ref).
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => void form.submit(send)(event);

  const handleClose = () => {
    cancel();
    onClose();
  };

  return (
    <FormDialog
      title={t('templates.upload')}
      testId="template-upload"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('templates.cancel')}
      submitLabel={t('templates.send')}
      onSubmit={handleSubmit}
      onClose={handleClose}
    >
      {refusedFields.length > 0 && (
        <List.Root ps="5" data-testid="template-refused-fields">
          {refusedFields.map((field) => (
            <List.Item key={field}>
              <bdi dir="ltr">{`{${field}}`}</bdi>
            </List.Item>
          ))}
        </List.Root>
      )}
      <FilePicker
        label={t('templates.choose')}
        accept=".docx"
        acceptedText={t('templates.accepted')}
        file={form.values.fichier}
        error={form.errorOf('fichier')}
        disabled={form.saving}
        testId="template"
        onChoose={choose}
      />
      <TextField {...form.field('nom')} name="template-nom" label={t('templates.name')} required dir="auto" autoComplete="off" />
      <SelectField
        {...form.field('langue')}
        name="template-langue"
        label={t('templates.language')}
        options={LANGUAGES.map((value) => ({ value, label: t(`templates.languages.${value}`) }))}
        required
      />
      <UploadProgressBar progress={progress} testId="template-progress" />
    </FormDialog>
  );
};
