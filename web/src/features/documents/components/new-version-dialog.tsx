import { Text } from '@chakra-ui/react';
import type { DocumentItem } from '@mizan/shared/schemas/documents';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../../../components/file-name';
import { FilePicker, UploadProgressBar } from '../../../components/file-picker';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { UploadCancelledError } from '../../../lib/storage-upload';
import { useForm } from '../../../lib/use-form';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { uploadVersion } from '../api/document-versions';
import { ACCEPT, extensionOf, isAccepted, isTooLarge } from '../utils/files';

type NewVersionDialogProps = {
  document: DocumentItem;
  /** The new version is recorded: the lists read again. */
  onUploaded: () => void;
  onClose: () => void;
};

/** Why the file is not taken (`no_file`, or a message code of the API's), or none. */
const refusalOf = (file: File | null) =>
  !file ? 'no_file' : !isAccepted(extensionOf(file.name)) ? 'upload_format' : isTooLarge(file) ? 'file_too_large' : undefined;

/**
 * "Nouvelle version" (staff): one file, of any accepted format, sent straight to storage with its
 * progress, then recorded as the document's latest version; the name and confidentiality stay the
 * document's and the previous versions are kept. Closing while it is sent cancels it.
 */
export const NewVersionDialog = ({ document, onUploaded, onClose }: NewVersionDialogProps) => {
  const { t } = useTranslation('documents');
  const form = useForm<{ file: File | null }>(
    { file: null },
    { rules: ({ file }) => ({ file: refusalOf(file) }), messages: { no_file: t('versions.noFile') } },
  );
  const { progress, track, cancel } = useUploadProgress();
  const { file } = form.values;
  // A file of another format or too large is said as soon as it is chosen; no file once Send is pressed.
  const refusal = file && refusalOf(file);
  const fileError = refusal ? t(`api:${refusal}`) : form.errorOf('file');

  const send = async ({ file: chosen }: { file: File | null }) => {
    try {
      await track((onProgress, signal) => uploadVersion(document.idDocument, chosen!, onProgress, signal));
    } catch (error) {
      // Cancelled by closing the dialog: nothing to say.
      if (error instanceof UploadCancelledError) return;
      throw error;
    }
    notifySuccess(t('versions.uploaded'));
    onUploaded();
    onClose();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => void form.submit(send)(event);
  const handleClose = () => {
    cancel();
    onClose();
  };

  return (
    <FormDialog
      title={t('versions.newTitle')}
      testId="new-version"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('cancel')}
      submitLabel={t('upload.send')}
      onSubmit={handleSubmit}
      onClose={handleClose}
    >
      <Text>
        {t('versions.newText')} <FileName>{`${document.nom}.${document.extension}`}</FileName>
      </Text>
      <FilePicker
        label={t('versions.choose')}
        accept={ACCEPT}
        acceptedText={t('upload.accepted')}
        file={file}
        error={fileError}
        disabled={form.saving}
        testId="new-version"
        onChoose={(chosen) => form.setValue('file', chosen)}
      />
      <UploadProgressBar progress={progress} testId="new-version-progress" />
    </FormDialog>
  );
};
