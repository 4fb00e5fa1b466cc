import type { TFunction } from 'i18next';
import { use, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShown } from './page-shown';

type PageTitleProps = { titleKey: string; children: ReactNode };

/** The browser tab's title for a page. */
export const documentTitle = (t: TFunction, titleKey: string) => `${t(titleKey)} · ${t('common.appName')}`;

/** A route's page: its translated title in the browser tab, and word that it is on screen (`PageShown`). */
export const PageTitle = ({ titleKey, children }: PageTitleProps) => {
  const { t } = useTranslation();
  const shown = use(PageShown);
  useEffect(() => {
    document.title = documentTitle(t, titleKey);
  }, [t, titleKey]);
  useEffect(() => shown(), [shown]);
  return children;
};
