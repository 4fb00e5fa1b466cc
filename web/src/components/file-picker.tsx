import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuUpload } from 'react-icons/lu';
import { FileName } from './file-name';

type FilePickerProps = {
  /** The button's words ("Choisir un fichier"). */
  label: string;
  /** The input's `accept` and the line that says it to the person. */
  accept: string;
  acceptedText: string;
  file: File | null;
  error?: string | null;
  disabled?: boolean;
  /** Prefix of the parts' test ids: `-input`, `-file`, `-error`. */
  testId: string;
  onChoose: (file: File) => void;
};

/**
 * One file chosen for a dialog that sends it (a new version, a template): the button opening the
 * file chooser, the formats accepted, the chosen file's name read left to right, and why it is not
 * taken. The same file can be chosen again after a refusal.
 */
export const FilePicker = ({ label, accept, acceptedText, file, error, disabled, testId, onChoose }: FilePickerProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="1" align="start">
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled} minHeight="11">
          <LuUpload /> {label}
        </Button>
        {file && (
          <Text fontWeight="medium" data-testid={`${testId}-file`}>
            <FileName>{file.name}</FileName>
          </Text>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {acceptedText}
      </Text>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
          event.target.value = '';
        }}
      />
    </Stack>
  );
};

/** A file's sending to storage, as a bar (nothing while none is sent). */
export const UploadProgressBar = ({ progress, testId }: { progress: number | null; testId: string }) =>
  progress === null ? null : (
    <Progress.Root value={progress} max={100} colorPalette="teal" size="sm" data-testid={testId}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
