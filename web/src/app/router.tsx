import { ROLES } from '@mizan/shared/roles';
import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PlaceholderPage } from '../components/placeholder-page';
import { PublicLayout } from './layout/public-layout';
import { APP_PAGES, PUBLIC_PAGES, SignedInLayout } from './pages';
import { PageTitle } from './page-title';
import { RequireRole } from './require-role';
import { LinksPage } from './routes/links-page';
import { NotFoundPage } from './routes/not-found-page';
import { UnauthorizedPage } from './routes/unauthorized-page';

const titled = (titleKey: string, page: ReactNode) => <PageTitle titleKey={titleKey}>{page}</PageTitle>;

export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_PAGES.map(({ path, titleKey, Page }) => ({ path, element: titled(titleKey, <Page />) })),
      { path: '/linkpage', element: titled('links.title', <LinksPage />) },
      { path: '/unauthorized', element: titled('unauthorized.title', <UnauthorizedPage />) },
      { path: '*', element: titled('notFound.title', <NotFoundPage />) },
    ],
  },
  {
    // Signed in at all, or off to /login; then each page checks its own roles.
    element: <RequireRole roles={ROLES} />,
    children: [
      {
        element: <SignedInLayout />,
        children: APP_PAGES.map(({ path, roles, titleKey, Page }) => ({
          element: <RequireRole roles={roles} />,
          children: [{ path, element: titled(titleKey, Page ? <Page /> : <PlaceholderPage titleKey={titleKey} />) }],
        })),
      },
    ],
  },
];

/**
 * The app's pages by address, with react-router's declarative routes: the data router (loaders,
 * actions, fetchers, lazy routes) is ≈ 17 KB of compressed script that no page uses. Navigations
 * are transitions (BrowserRouter's default), so a page whose chunk or shell is still loading
 * leaves the previous page on screen until it is there.
 */
export const AppRoutes = () => useRoutes(appRoutes);
