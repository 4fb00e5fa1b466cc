import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type ConflictDialogProps = {
  /** The dossiers concerned, as the API words them; null while closed. */
  conflicts: readonly string[] | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A party sits on the other side of another dossier of the firm: go on only if the person confirms. */
export const ConflictDialog = ({ conflicts, busy, onConfirm, onCancel }: ConflictDialogProps) => {
  const { t } = useTranslation('dossiers');
  return (
    <Dialog.Root open={!!conflicts} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="conflict-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text marginBottom="3">{t('conflict.text')}</Text>
              <List.Root>
                {conflicts?.map((conflict) => (
                  <List.Item key={conflict}>{conflict}</List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('actions.cancel')}
              </Button>
              <Button colorPalette="orange" onClick={onConfirm} loading={busy} data-testid="confirm-conflict">
                {t('conflict.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
