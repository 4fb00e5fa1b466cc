import { ROLES } from '@mizan/shared/roles';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PlaceholderPage } from '../components/placeholder-page';
import { PublicLayout } from './layout/public-layout';
import { APP_PAGES, PUBLIC_PAGES, loadSignedInLayout } from './pages';
import { RequireRole } from './require-role';
import { LinksPage } from './routes/links-page';
import { NotFoundPage } from './routes/not-found-page';
import { UnauthorizedPage } from './routes/unauthorized-page';
import type { RouteHandle } from './use-document-title';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_PAGES.map(({ path, titleKey, Page }) => ({ path, element: <Page />, handle: handle(titleKey) })),
      { path: '/linkpage', element: <LinksPage />, handle: handle('links.title') },
      { path: '/unauthorized', element: <UnauthorizedPage />, handle: handle('unauthorized.title') },
      { path: '*', element: <NotFoundPage />, handle: handle('notFound.title') },
    ],
  },
  {
    // Signed in at all, or off to /login; then each page checks its own roles.
    element: <RequireRole roles={ROLES} />,
    children: [
      {
        // A lazy route: a navigation into the shell completes (and the address changes) once its
        // chunk has loaded, so the page left stays whole until then.
        lazy: async () => ({ Component: (await loadSignedInLayout()).AppLayout }),
        children: APP_PAGES.map(({ path, roles, titleKey, Page }) => ({
          element: <RequireRole roles={roles} />,
          children: [{ path, element: Page ? <Page /> : <PlaceholderPage titleKey={titleKey} />, handle: handle(titleKey) }],
        })),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
