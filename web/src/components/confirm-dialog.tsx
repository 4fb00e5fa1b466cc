import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the confirmed action; the dialog shows it as pending until it settles. */
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** Once it has closed: where another dialog follows this one, it opens then, not while this one still holds the focus. */
  onExitComplete?: () => void;
  /** Names the dialog (`{testId}-dialog`) and its buttons (`{testId}-cancel`, `{testId}-ok`). */
  testId?: string;
};

/** Asks before an action that cannot be undone (a deletion, discarding typed input); the focus starts on Cancel. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending,
  onExitComplete,
  testId = 'confirm',
}: ConfirmDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
    onExitComplete={onExitComplete}
    role="alertdialog"
    placement="center"
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid={`${testId}-dialog`}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text>{message}</Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} data-testid={`${testId}-cancel`}>
              {cancelLabel}
            </Button>
            <Button colorPalette="red" onClick={onConfirm} loading={pending} data-testid={`${testId}-ok`}>
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
