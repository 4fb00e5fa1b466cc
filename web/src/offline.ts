/**
 * The one script of the offline page (offline.html, written by web/installable-plugin.ts), which
 * the service worker shows when a navigation finds no network: of the page's text in each
 * language, it shows the reader's, with the document's language, direction and title.
 */
import { FALLBACK_LANGUAGE } from '@mizan/shared/roles';
import { applyLanguage } from './lib/document-head';
import { readerLanguage } from './lib/language-detector';

const language = readerLanguage() ?? FALLBACK_LANGUAGE;
const chosen = document.querySelector<HTMLElement>(`section[lang="${language}"]`);
if (chosen) {
  for (const section of document.querySelectorAll<HTMLElement>('section[lang]')) section.hidden = section !== chosen;
  applyLanguage(language);
  document.title = chosen.dataset.title ?? document.title;
}
