import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PageTitleProps = { titleKey: string; children: ReactNode };

/** A route's page, and its translated title in the browser tab. */
export const PageTitle = ({ titleKey, children }: PageTitleProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('common.appName')}`;
  }, [t, titleKey]);
  return children;
};
