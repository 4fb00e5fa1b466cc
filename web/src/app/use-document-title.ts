import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

/** What each route declares about itself. */
export type RouteHandle = { titleKey: string };

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';

/** The browser tab shows the current page's translated title. */
export const useDocumentTitle = () => {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('common.appName')}` : t('common.appName');
  }, [t, titleKey]);
};
