import type { TFunction } from 'i18next';
import { use, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setDescription } from '../lib/document-head';
import { PageShown } from './page-shown';

type PageTitleProps = { titleKey: string; children: ReactNode };

/** The browser tab's title for a page. */
export const documentTitle = (t: TFunction, titleKey: string) => `${t(titleKey)} · ${t('common.appName')}`;

/** A page's meta description: the `descriptions` entry under its title's key (translation.json). */
export const documentDescription = (t: TFunction, titleKey: string) => t(`descriptions.${titleKey}`);

/**
 * A route's page: its translated title in the browser tab and its meta description, and word
 * that it is on screen (`PageShown`).
 */
export const PageTitle = ({ titleKey, children }: PageTitleProps) => {
  const { t } = useTranslation();
  const shown = use(PageShown);
  useEffect(() => {
    document.title = documentTitle(t, titleKey);
    setDescription(documentDescription(t, titleKey));
  }, [t, titleKey]);
  useEffect(() => shown(), [shown]);
  return children;
};
