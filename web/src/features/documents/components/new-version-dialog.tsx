import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import type { DocumentItem } from '@mizan/shared/schemas/documents';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { FileName } from '../../../components/file-name';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
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
  const input = useRef<HTMLInputElement>(null);
  const { progress, track, cancel } = useUploadProgress();
  const { file } = form.values;
  // A file of another format or too large is said as soon as it is chosen; no file once Send is pressed.
  const refusal = file && refusalOf(file);
  const fileError = refusal ? t(`api:${refusal}`) : form.errorOf('file');

  const send = async ({ file: chosen }: { file: File | null }) => {
    await track((onProgress, signal) => uploadVersion(document.idDocument, chosen!, onProgress, signal));
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
      <Stack gap="2" align="start">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={form.saving} minHeight="11">
          <LuUpload /> {t('versions.choose')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('upload.accepted')}
        </Text>
        {file && (
          <Text fontWeight="medium" dir="auto" data-testid="new-version-file">
            {file.name}
          </Text>
        )}
        {fileError && (
          <Text fontSize="sm" color="red.600" role="alert" data-testid="new-version-error">
            {fileError}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="new-version-input"
          onChange={(event) => {
            form.setValue('file', event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Stack>
      {progress !== null && (
        <Progress.Root value={progress} max={100} colorPalette="teal" data-testid="new-version-progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </FormDialog>
  );
};
