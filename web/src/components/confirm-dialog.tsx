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
};

/** Asks before an action that cannot be undone (a deletion); the focus starts on Cancel. */
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
        <Dialog.Content data-testid="confirm-dialog">
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text>{message}</Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} data-testid="confirm-cancel">
              {cancelLabel}
            </Button>
            <Button colorPalette="red" onClick={onConfirm} loading={pending} data-testid="confirm-ok">
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
