import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** While `unsaved`, the browser asks before the page goes (a reload, the tab closed, another address). */
export const useLeaveWarning = (unsaved: boolean) => {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
};

/**
 * What typed input that is not saved yet asks before it is lost: the browser's question when the page
 * goes, and ours when the person closes the form (`confirmDiscard(close)` closes at once when nothing
 * is unsaved). Render `discardDialog` beside the form.
 */
export const useUnsavedChanges = (unsaved: boolean) => {
  const { t } = useTranslation();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  useLeaveWarning(unsaved);

  const confirmDiscard = (close: () => void) => (unsaved ? setLeave(() => close) : close());

  const discardDialog = (
    <ConfirmDialog
      open={leave !== null}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.keepEditing')}
      testId="discard"
      onConfirm={() => {
        setLeave(null);
        leave?.();
      }}
      onClose={() => setLeave(null)}
    />
  );
  return { confirmDiscard, discardDialog };
};
