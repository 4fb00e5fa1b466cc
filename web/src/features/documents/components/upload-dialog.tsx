import { Box, Button, CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { Confidentiality } from '@mizan/shared/schemas/documents';
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { UploadCancelledError } from '../../../lib/storage-upload';
import { useForm } from '../../../lib/use-form';
import { uploadDocument } from '../api/upload-document';
import { ACCEPT, baseName, extensionOf, isAccepted, isTooLarge } from '../utils/files';

type State = 'ready' | 'uploading' | 'done' | 'failed' | 'cancelled';
type Entry = {
  key: number;
  file: File;
  nom: string;
  level: Confidentiality | '';
  state: State;
  progress: number;
  error: string | null;
};

type UploadDialogProps = {
  dossierId: string;
  /** AVOCAT on the staff's Folder screen (PB, PA, PC offered), CLIENT on the client's (PB, PC). */
  uploader: 'AVOCAT' | 'CLIENT';
  /** Some file was recorded: the lists read again. */
  onUploaded: () => void;
  onClose: () => void;
};

const LEVELS: Record<UploadDialogProps['uploader'], readonly Confidentiality[]> = { AVOCAT: ['PB', 'PA', 'PC'], CLIENT: ['PB', 'PC'] };

let nextKey = 0;

/** The files still to send: neither recorded nor being sent. */
const waitingOf = (entries: readonly Entry[]) => entries.filter((entry) => entry.state !== 'done' && entry.state !== 'uploading');

/**
 * Spec 2.13's 'Ajouter un fichier': one or several files chosen or dropped, each with a name (the
 * file's, by default) and a confidentiality (PB by default), then sent straight to storage with a
 * progress bar, its percentage and Cancel per file. A file of another format is not taken (the
 * specification's message); a missing name or confidentiality is said before anything is sent.
 * When every file is recorded the dialog closes.
 */
export const UploadDialog = ({ dossierId, uploader, onUploaded, onClose }: UploadDialogProps) => {
  const { t } = useTranslation('documents');
  // Something to send, each file named and with its confidentiality, before anything is sent.
  const form = useForm<{ entries: Entry[] }>(
    { entries: [] },
    {
      rules: ({ entries }) => {
        const waiting = waitingOf(entries);
        return {
          entries: waiting.length && waiting.every((entry) => entry.nom.trim() && entry.level) ? undefined : 'upload_fields_missing',
        };
      },
      invalid: t('api:upload_fields_missing'),
    },
  );
  const { entries } = form.values;
  // Files of another format or too large, refused when chosen.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const sending = entries.some((entry) => entry.state === 'uploading');

  const change = (key: number, patch: Partial<Entry>) =>
    form.setValue('entries', (current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const add = (files: readonly File[]) => {
    const refused = files.filter((file) => !isAccepted(extensionOf(file.name)));
    const tooLarge = files.filter((file) => isAccepted(extensionOf(file.name)) && isTooLarge(file));
    setRefusal(refused.length ? t('api:upload_format') : tooLarge.length ? t('api:file_too_large') : null);
    const taken = files.filter((file) => !refused.includes(file) && !tooLarge.includes(file));
    form.setValue('entries', (current) => [
      ...current,
      ...taken.map((file) => ({
        key: nextKey++,
        file,
        nom: baseName(file.name),
        level: 'PB' as const,
        state: 'ready' as const,
        progress: 0,
        error: null,
      })),
    ]);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const send = async (entry: Entry): Promise<boolean> => {
    const controller = new AbortController();
    controllers.current.set(entry.key, controller);
    change(entry.key, { state: 'uploading', progress: 0, error: null });
    try {
      await uploadDocument(
        {
          idDossier: dossierId,
          Nom: entry.nom.trim(),
          extension: extensionOf(entry.file.name),
          IdConfidentialite: entry.level as Confidentiality,
          file: entry.file,
        },
        (progress) => change(entry.key, { progress }),
        controller.signal,
      );
      change(entry.key, { state: 'done', progress: 100 });
      return true;
    } catch (error) {
      const cancelled = error instanceof UploadCancelledError || controller.signal.aborted;
      const message = cancelled ? t('upload.cancelled') : error instanceof ApiError ? errorMessage(error) : t('upload.failed');
      change(entry.key, { state: cancelled ? 'cancelled' : 'failed', error: message });
      return false;
    } finally {
      controllers.current.delete(entry.key);
    }
  };

  const sendAll = async (values: { entries: Entry[] }) => {
    setRefusal(null);
    const results = await Promise.all(waitingOf(values.entries).map(send));
    if (results.some(Boolean)) onUploaded();
    if (results.every(Boolean)) {
      notifySuccess(t('upload.done', { count: results.length }));
      onClose();
    }
  };
  // Made when submitted, not while rendering: sending reads the upload controllers (a ref).
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => void form.submit(sendAll)(event);

  const handleClose = () => {
    for (const controller of controllers.current.values()) controller.abort();
    onClose();
  };

  const levels = LEVELS[uploader].map((value) => ({ value, label: t(`levels.${value}`) }));

  return (
    <FormDialog
      title={t('upload.title')}
      testId="upload"
      cancelTestId="upload-close"
      failure={form.failure ?? refusal}
      unsaved={form.dirty}
      saving={sending}
      cancelLabel={t('upload.close')}
      submitLabel={t('upload.send')}
      onSubmit={handleSubmit}
      onClose={handleClose}
    >
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'teal.500' : 'border'}
        borderRadius="md"
        p="4"
        textAlign="center"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="upload-drop"
      >
        <Stack gap="2" align="center">
          <Text color="fg.muted">{t('upload.drop')}</Text>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={sending} minHeight="11">
            <LuUpload /> {t('upload.choose')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('upload.accepted')}
          </Text>
        </Stack>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="upload-input"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {entries.map((entry, index) => (
        <Stack key={entry.key} gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="upload-entry">
          <HStack justify="space-between">
            <Text fontWeight="medium" truncate dir="auto">
              {entry.file.name}
            </Text>
            {entry.state === 'ready' && (
              <CloseButton
                size="xs"
                minWidth="11"
                minHeight="11"
                aria-label={t('upload.remove')}
                onClick={() => form.setValue('entries', (current) => current.filter((e) => e.key !== entry.key))}
              />
            )}
          </HStack>
          <TextField
            name={`upload-nom-${index}`}
            label={t('upload.name')}
            value={entry.nom}
            required
            disabled={entry.state === 'uploading' || entry.state === 'done'}
            onChange={(event) => change(entry.key, { nom: event.target.value })}
            dir="auto"
            minHeight="11"
          />
          <SelectField
            name={`upload-level-${index}`}
            label={t('upload.confidentiality')}
            value={entry.level}
            required
            disabled={entry.state === 'uploading' || entry.state === 'done'}
            options={levels}
            size="lg"
            onChange={(event) => change(entry.key, { level: event.target.value as Confidentiality })}
          />
          {entry.state !== 'ready' && (
            <HStack gap="3">
              <Progress.Root
                value={entry.progress}
                max={100}
                flex="1"
                colorPalette={entry.state === 'failed' || entry.state === 'cancelled' ? 'red' : 'teal'}
                data-testid="upload-progress"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" minW="3.5em" textAlign="end" data-testid="upload-percent">
                {entry.progress} %
              </Text>
              {entry.state === 'uploading' && (
                <Button size="xs" variant="outline" onClick={() => controllers.current.get(entry.key)?.abort()}>
                  {t('upload.cancel')}
                </Button>
              )}
            </HStack>
          )}
          {entry.state === 'done' && (
            <Text fontSize="sm" color="green.600">
              {t('upload.recorded')}
            </Text>
          )}
          {entry.error && (
            <Text fontSize="sm" color="red.600" role="alert" data-testid="upload-error">
              {entry.error}
            </Text>
          )}
        </Stack>
      ))}
    </FormDialog>
  );
};
