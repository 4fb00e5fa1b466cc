/**
 * The one classic script of a prerendered page's document (login.html, written by
 * web/prerender-plugin.ts), deferred: run once the document is parsed, before the app's scripts,
 * it shows the page from its <template> in the reader's language, inert until the app has taken it
 * over (main.tsx). Without a language (the keys-only mode), or at another address than the page's
 * (the document asked for by its file name), the app renders as on any other page.
 */
import { directionOf } from '@mizan/shared/roles';
import { readerLanguage } from './lib/language-detector';

const root = document.getElementById('root');
const language = readerLanguage();
const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-language]')];
const page = templates.find((template) => template.dataset.language === language && template.dataset.path === window.location.pathname);
if (root && language && page) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = page.dataset.title ?? document.title;
  root.dataset.language = language;
  root.inert = true;
  root.append(page.content);
}
for (const template of templates) template.remove();
