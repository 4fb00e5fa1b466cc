/**
 * The build's prerenders, run in Node by web/prerender-plugin.ts, in one language at a time:
 * - a public page's markup, as the browser's first render at the same address draws it, so that
 *   React takes it over (hydrates it) rather than draw it again (main.tsx);
 * - the signed-in shell of one role (top bar, sidebar, an empty page area), which a signed-in
 *   visit's document shows until the app's first render replaces it (first-paint.ts).
 */
import type { Language, Role } from '@mizan/shared/roles';
import type { Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppLayout } from './app/layout/app-layout';
import { documentDescription, documentTitle } from './app/page-title';
import { APP_PAGES, publicPageAt } from './app/pages';
import { Providers } from './app/providers';
import { baseI18nOptions, i18n } from './lib/i18n';
import { clearSession, storeSession } from './lib/session';

/** React's marks of a Suspense boundary left waiting (`$?`) or left to the browser (`$!`). */
const UNFINISHED = /<!--\$[?!]-->/;

/** The app's one i18next instance, in `language`; `resources`: every namespace of every language. */
const switchTo = async (language: Language, resources: Resource) => {
  if (i18n.isInitialized) await i18n.changeLanguage(language);
  else await i18n.use(initReactI18next).init({ ...baseI18nOptions, resources, lng: language, initAsync: false });
};

export const prerenderPage = async (path: string, language: Language, resources: Resource) => {
  const page = publicPageAt(path);
  if (!page) throw new Error(`prerender: ${path} is not a public page`);
  await switchTo(language, resources);
  await page.Page.preload();
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const html = renderToString(<App restoring={null} Router={AtPath} />);
  if (UNFINISHED.test(html)) throw new Error(`prerender: ${path} in ${language} waited on something not loaded`);
  return { html, title: documentTitle(i18n.t, page.titleKey), description: documentDescription(i18n.t, page.titleKey) };
};

/** An address no sidebar link names: the shell has no current page (first-paint.ts marks it). */
const NO_LINK = '/-';

/**
 * The shell as the app's first render draws it for a person with this one role, but with no name
 * (the top bar's and the avatar's come with that render) and no unread count. The addresses
 * are the signed-in pages the role may open, where the document shows this shell.
 */
export const prerenderShell = async (role: Role, language: Language, resources: Resource) => {
  await switchTo(language, resources);
  const placeholder = { userId: '', userFullName: '', userEmail: '', structureId: '', accessToken: '', expiresAt: 0 };
  storeSession({ ...placeholder, roles: [role], userType: role === 'CLT' ? 'CLIENT' : 'AVOCAT' });
  try {
    const html = renderToString(
      <Providers>
        <StaticRouter location={NO_LINK}>
          <AppLayout />
        </StaticRouter>
      </Providers>,
    );
    return { html, paths: APP_PAGES.filter((page) => page.roles.includes(role)).map((page) => page.path) };
  } finally {
    clearSession();
  }
};
