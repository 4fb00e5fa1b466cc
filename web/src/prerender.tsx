/**
 * The build's prerender of a public page, run in Node by web/prerender-plugin.ts: the page's markup
 * in one language, as the browser's first render at the same address draws it, so that React takes
 * it over (hydrates it) rather than draw it again (main.tsx).
 */
import type { Language } from '@mizan/shared/roles';
import type { Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { documentTitle } from './app/page-title';
import { publicPageAt } from './app/pages';
import { baseI18nOptions, i18n } from './lib/i18n';

/** React's marks of a Suspense boundary left waiting (`$?`) or left to the browser (`$!`). */
const UNFINISHED = /<!--\$[?!]-->/;

/** `resources`: every namespace of every language, as the browser would load them. */
export const prerenderPage = async (path: string, language: Language, resources: Resource) => {
  const page = publicPageAt(path);
  if (!page) throw new Error(`prerender: ${path} is not a public page`);
  if (i18n.isInitialized) await i18n.changeLanguage(language);
  else await i18n.use(initReactI18next).init({ ...baseI18nOptions, resources, lng: language, initAsync: false });
  await page.Page.preload();
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const html = renderToString(<App restoring={null} Router={AtPath} />);
  if (UNFINISHED.test(html)) throw new Error(`prerender: ${path} in ${language} waited on something not loaded`);
  return { html, title: documentTitle(i18n.t, page.titleKey) };
};
