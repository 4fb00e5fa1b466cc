import type { TFunction } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PageTitleProps = { titleKey: string; children: ReactNode };

/** The browser tab's title for a page. */
export const documentTitle = (t: TFunction, titleKey: string) => `${t(titleKey)} · ${t('common.appName')}`;

/** A route's page, and its translated title in the browser tab. */
export const PageTitle = ({ titleKey, children }: PageTitleProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(t, titleKey);
  }, [t, titleKey]);
  return children;
};
