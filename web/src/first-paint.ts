/**
 * The one classic script of a prerendered page's document (login.html, written by
 * web/prerender-plugin.ts), deferred: run once the document is parsed, before the app's scripts,
 * it shows the page from its <template> in the reader's language, inert until the app takes it
 * over in that language (main.tsx). Without a language (the keys-only mode), the app renders as on
 * any other page.
 */
import { directionOf } from '@mizan/shared/roles';
import { readerLanguage } from './lib/language-detector';

const root = document.getElementById('root');
const language = readerLanguage();
const page = language && document.querySelector<HTMLTemplateElement>(`template[data-language="${language}"]`);
if (root && language && page) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = page.dataset.title ?? document.title;
  root.dataset.language = language;
  root.inert = true;
  root.append(page.content);
}
