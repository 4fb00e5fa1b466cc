import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';

type FormDialogProps = {
  title: string;
  /** Names the dialog (`{testId}-dialog`) and its buttons (`{testId}-cancel`, `{testId}-submit`). */
  testId: string;
  /** The form's outcome when it failed as a whole, shown above its fields. */
  failure: string | null;
  saving: boolean;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A form in a centred dialog (spec section 9: it opens in 300 ms over a 150 ms backdrop): the
 * title, the form's failure, its fields, and Cancel and Save. Closing it (Escape, the backdrop)
 * is Cancel.
 */
export const FormDialog = ({ title, testId, failure, saving, submitLabel, cancelLabel, onSubmit, onClose, children }: FormDialogProps) => (
  <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="md">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid={`${testId}-dialog`}>
          <form onSubmit={onSubmit} noValidate>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <FormAlert message={failure} />
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid={`${testId}-cancel`}>
                {cancelLabel}
              </Button>
              <Button type="submit" colorPalette="teal" loading={saving} data-testid={`${testId}-submit`}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
