import type { Role } from '@mizan/shared/roles';
import { createElement, lazy, useState, type ComponentType } from 'react';
import { ACCESS } from './access';

/** A page loaded on first render; `preload` starts the same load earlier. */
export type Page = ComponentType & { preload: () => Promise<unknown> };

/** How to load again each page whose chunk failed to load (`retryFailedPages`). */
const failedPages = new Set<() => void>();

/**
 * Lets each page whose chunk failed to load try again on its next mount: React.lazy keeps its
 * first failure, so the page takes a new one. The error boundary calls it once the address has
 * changed (page-error-boundary.tsx), not at once: React renders a failed page again before it shows
 * the failure, and a page given a new load each time would load again and again.
 */
export const retryFailedPages = () => {
  for (const retry of failedPages) retry();
  failedPages.clear();
};

/**
 * A module's named export, loaded on first render: each page is its own chunk, loaded once. A page
 * whose chunk is already there (preloaded) renders at once; else through React.lazy, whose fallback
 * React keeps on screen for at least 300 ms once shown, however soon the chunk comes.
 */
export const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): Page => {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = (): Promise<{ default: ComponentType }> =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
        return { default: loaded };
      },
      (error: unknown) => {
        failedPages.add(() => {
          loading = undefined;
          Lazy = lazy(preload);
        });
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  const LazyPage = () => {
    // Chosen once per mount: the same element type for the page's whole life.
    const [ready] = useState(() => loaded ?? Lazy);
    return createElement(ready);
  };
  return Object.assign(LazyPage, { preload });
};

export type AppPage = {
  path: string;
  roles: readonly Role[];
  /** Translation key of the page's title (document title, placeholder heading, sidebar label). */
  titleKey: string;
  /** The page; pages whose feature is still to come show a translated placeholder. */
  Page?: Page;
} & Translated;

/**
 * The translation namespaces a page's modules use besides the base ones (lib/i18n.ts): main.tsx
 * starts loading them at start-up beside the page's chunk, so that the page's first render does
 * not wait for them once its chunk is there (tests/web/page-namespaces.test.ts holds each list true).
 */
type Translated = { namespaces?: readonly string[] };

/** Every signed-in page of spec 2.1, with the decisions' roles. Guards and sidebar read this list. */
export const APP_PAGES: readonly AppPage[] = [
  {
    path: '/',
    roles: ACCESS.staff,
    titleKey: 'pages.home',
    Page: lazyPage(() => import('../features/home/routes/home-page'), 'HomePage'),
    namespaces: ['calendar', 'dashboard', 'fees', 'tasks'],
  },
  {
    path: '/Folders',
    roles: ACCESS.staff,
    titleKey: 'pages.dossiers',
    Page: lazyPage(() => import('../features/dossiers/routes/dossiers-page'), 'DossiersPage'),
    namespaces: ['dossiers'],
  },
  {
    path: '/Calendar',
    roles: ACCESS.staff,
    titleKey: 'pages.calendar',
    Page: lazyPage(() => import('../features/calendar/routes/calendar-page'), 'CalendarPage'),
    namespaces: ['calendar'],
  },
  {
    path: '/Hearings',
    roles: ACCESS.staff,
    titleKey: 'pages.hearingList',
    Page: lazyPage(() => import('../features/calendar/routes/hearing-list-page'), 'HearingListPage'),
    namespaces: ['calendar'],
  },
  {
    path: '/Tasks',
    roles: ACCESS.staff,
    titleKey: 'pages.tasks',
    Page: lazyPage(() => import('../features/tasks/routes/tasks-page'), 'TasksPage'),
    namespaces: ['tasks'],
  },
  {
    path: '/Invoices',
    roles: ACCESS.staff,
    titleKey: 'pages.invoices',
    Page: lazyPage(() => import('../features/fees/routes/invoices-page'), 'InvoicesPage'),
    namespaces: ['fees'],
  },
  {
    path: '/Reports',
    roles: ACCESS.staff,
    titleKey: 'pages.reports',
    Page: lazyPage(() => import('../features/reports/routes/reports-page'), 'ReportsPage'),
    namespaces: ['reports'],
  },
  {
    path: '/Users',
    roles: ACCESS.staff,
    titleKey: 'pages.users',
    Page: lazyPage(() => import('../features/users/routes/users-page'), 'UsersPage'),
    namespaces: ['users'],
  },
  {
    path: '/Clients',
    roles: ACCESS.staff,
    titleKey: 'pages.clients',
    Page: lazyPage(() => import('../features/clients/routes/clients-page'), 'ClientsPage'),
    namespaces: ['clients'],
  },
  {
    path: '/Settings',
    roles: ACCESS.admin,
    titleKey: 'pages.settings',
    Page: lazyPage(() => import('../features/settings/routes/settings-page'), 'SettingsPage'),
    namespaces: ['calendar', 'settings', 'signin', 'tasks'],
  },
  {
    path: '/Client/Folders',
    roles: ACCESS.client,
    titleKey: 'pages.clientDossiers',
    Page: lazyPage(() => import('../features/portal/routes/client-dossiers-page'), 'ClientDossiersPage'),
    namespaces: ['portal'],
  },
  {
    path: '/Client/Calendar',
    roles: ACCESS.client,
    titleKey: 'pages.clientCalendar',
    Page: lazyPage(() => import('../features/calendar/routes/client-calendar-page'), 'ClientCalendarPage'),
    namespaces: ['calendar'],
  },
  { path: '/editor', roles: ACCESS.editor, titleKey: 'pages.editor' },
  {
    path: '/admin',
    roles: ACCESS.admin,
    titleKey: 'pages.admin',
    Page: lazyPage(() => import('../features/activity/routes/activity-page'), 'ActivityPage'),
    namespaces: ['activity'],
  },
  { path: '/lounge', roles: ACCESS.staffAndClient, titleKey: 'pages.lounge' },
  {
    path: '/NewFolder',
    roles: ACCESS.staff,
    titleKey: 'pages.newDossier',
    Page: lazyPage(() => import('../features/dossiers/routes/new-dossier-page'), 'NewDossierPage'),
    namespaces: ['dossiers'],
  },
  {
    path: '/Folder',
    roles: ACCESS.staff,
    titleKey: 'pages.dossier',
    Page: lazyPage(() => import('../features/dossiers/routes/dossier-page'), 'DossierPage'),
    namespaces: ['clients', 'court', 'documents', 'dossiers', 'fees', 'tasks'],
  },
  {
    path: '/Folder/Messages',
    roles: ACCESS.staffAndClient,
    titleKey: 'pages.messages',
    Page: lazyPage(() => import('../features/messages/routes/messages-page'), 'MessagesPage'),
    namespaces: ['messages', 'tasks'],
  },
  // The spec opens /Client to clients too; a client's own details are their Profil page, and the
  // client records of a firm are staff data (docs/design-notes.md).
  {
    path: '/Client',
    roles: ACCESS.staff,
    titleKey: 'pages.client',
    Page: lazyPage(() => import('../features/clients/routes/client-page'), 'ClientPage'),
    namespaces: ['clients'],
  },
  { path: '/FolderType', roles: ACCESS.admin, titleKey: 'pages.dossierType' },
  {
    path: '/DocumentViewer',
    roles: ACCESS.staffAndClient,
    titleKey: 'pages.documentViewer',
    Page: lazyPage(() => import('../features/documents/routes/document-viewer-page'), 'DocumentViewerPage'),
    namespaces: ['documents'],
  },
  {
    path: '/Search',
    roles: ACCESS.staffAndClient,
    titleKey: 'pages.search',
    Page: lazyPage(() => import('../features/search/routes/search-page'), 'SearchPage'),
  },
  {
    path: '/Client/Folder',
    roles: ACCESS.client,
    titleKey: 'pages.clientDossier',
    Page: lazyPage(() => import('./routes/client-dossier-page'), 'ClientDossierPage'),
    namespaces: ['calendar', 'court', 'documents', 'fees', 'portal'],
  },
  {
    path: '/Client/Folder/Messages',
    roles: ACCESS.client,
    titleKey: 'pages.clientMessages',
    Page: lazyPage(() => import('../features/messages/routes/messages-page'), 'MessagesPage'),
    namespaces: ['messages', 'tasks'],
  },
  {
    path: '/profile',
    roles: [...ACCESS.staffAndClient, ...ACCESS.editor],
    titleKey: 'pages.profile',
    Page: lazyPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage'),
    namespaces: ['calendar', 'dashboard', 'profile', 'signin'],
  },
];

type PublicPage = {
  path: string;
  titleKey: string;
  Page: Page;
} & Translated;

/** The pages open to anyone (account and status pages), each its own chunk too. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/login',
    titleKey: 'login.title',
    Page: lazyPage(() => import('../features/account/routes/login-page'), 'LoginPage'),
    namespaces: ['signin'],
  },
  {
    path: '/register',
    titleKey: 'register.title',
    Page: lazyPage(() => import('../features/account/routes/register-page'), 'RegisterPage'),
    namespaces: ['signin'],
  },
  {
    path: '/forgot-password',
    titleKey: 'forgotPassword.title',
    Page: lazyPage(() => import('../features/account/routes/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    titleKey: 'resetPassword.title',
    Page: lazyPage(() => import('../features/account/routes/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/first-connection',
    titleKey: 'firstConnection.title',
    Page: lazyPage(() => import('../features/account/routes/first-connection-page'), 'FirstConnectionPage'),
  },
  {
    path: '/verify-email',
    titleKey: 'verifyEmail.title',
    Page: lazyPage(() => import('../features/account/routes/verify-email-page'), 'VerifyEmailPage'),
    namespaces: ['signin'],
  },
];

const pageAt = <P extends { path: string }>(pages: readonly P[], pathname: string) => {
  const wanted = pathname.toLowerCase();
  return pages.find(({ path }) => path.toLowerCase() === wanted);
};

/**
 * The public page the address names, if any. main.tsx starts loading it (`Page.preload`) and its
 * namespaces at start-up: they then download beside the base translations and the session's
 * renewal, not after them (the page renders once those are there).
 */
export const publicPageAt = (pathname: string) => pageAt(PUBLIC_PAGES, pathname);

/**
 * The signed-in shell (top bar, sidebar): its own chunk, which no public page loads. At start-up on
 * a signed-in page's address main.tsx loads it with that page (`signedInPageAt`), beside the
 * session's renewal; on a public page, at the person's first key or press (signing in). A
 * navigation into it before it is there leaves the page on screen until it is (router.tsx).
 */
export const SignedInLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout');

/** The signed-in page the address names, if any: main.tsx loads it and its namespaces with the shell. */
export const signedInPageAt = (pathname: string) => pageAt(APP_PAGES, pathname);
