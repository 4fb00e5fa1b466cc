import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { useUnsavedChanges } from './unsaved-changes';

type FormDialogProps = {
  title: string;
  /** Names the dialog (`{testId}-dialog`) and its buttons (`{testId}-cancel`, `{testId}-submit`, unless named below). */
  testId: string;
  cancelTestId?: string;
  submitTestId?: string;
  /** The form's outcome when it failed as a whole, shown above its fields. */
  failure: string | null;
  saving: boolean;
  /** Null: no submit button (a dialog that only shows, or offers other actions). */
  submitLabel: string | null;
  cancelLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Other buttons of the footer, between Cancel and the submit button. */
  actions?: ReactNode;
  /** `lg` for a long form. */
  size?: 'md' | 'lg';
  /** A close (×) button in the corner as well, which is Cancel. */
  closeButton?: boolean;
  /** Typed input not saved yet (`useForm`'s `dirty`): closing the dialog asks before losing it, and so does leaving the page (while saving too: an upload under way). */
  unsaved?: boolean;
  children: ReactNode;
};

/**
 * A form in a centred dialog (spec section 9: it opens in 300 ms over a 150 ms backdrop): the
 * title, the form's failure, its fields, and Cancel and Save. Closing it (Escape, the backdrop)
 * is Cancel, which asks first while typed input is unsaved. The form lays out no box of its own,
 * so that a long body scrolls between the header and the footer; the footer's buttons are a
 * finger's tap high (44 px).
 */
export const FormDialog = ({
  title,
  testId,
  cancelTestId = `${testId}-cancel`,
  submitTestId = `${testId}-submit`,
  failure,
  saving,
  submitLabel,
  cancelLabel,
  onSubmit,
  onClose,
  actions,
  size = 'md',
  closeButton = false,
  unsaved = false,
  children,
}: FormDialogProps) => {
  const { confirmDiscard, discardDialog } = useUnsavedChanges(unsaved || saving);
  const cancel = () => confirmDiscard(onClose);
  return (
    <>
      <Dialog.Root open onOpenChange={({ open }) => !open && cancel()} placement="center" size={size} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={`${testId}-dialog`}>
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <FormAlert message={failure} />
                    {children}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={cancel} minHeight="11" data-testid={cancelTestId}>
                    {cancelLabel}
                  </Button>
                  {actions}
                  {submitLabel !== null && (
                    <Button type="submit" colorPalette="teal" loading={saving} minHeight="11" data-testid={submitTestId}>
                      {submitLabel}
                    </Button>
                  )}
                </Dialog.Footer>
                {closeButton && (
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={cancelLabel} />
                  </Dialog.CloseTrigger>
                )}
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {discardDialog}
    </>
  );
};
