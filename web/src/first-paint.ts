/**
 * The one classic script of a document with prerendered markup (web/prerender-plugin.ts),
 * deferred: run once the document is parsed, before the app's scripts, it shows one of the
 * document's <template>s in the reader's language, inert until the app has taken over (main.tsx):
 * - in login.html, the page, which React then hydrates;
 * - in index.html, the signed-in shell of the role remembered on this device (remembered-role.ts)
 *   at an address that role may open, with its sidebar's link to the address marked current; the
 *   app's first render replaces it.
 * Without a language (the keys-only mode), or with no template for the address, the app renders
 * as on any other page.
 */
import { applyLanguage, setDescription } from './lib/document-head';
import { readerLanguage } from './lib/language-detector';
import { rememberedRole } from './lib/remembered-role';

const root = document.getElementById('root');
const language = readerLanguage();
const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-language]')];
const { pathname } = window.location;
const page = templates.find((template) => template.dataset.language === language && template.dataset.path === pathname);
const role = page ? undefined : rememberedRole();
// The router matches addresses without regard to case; the shells' addresses are lower-cased.
const address = pathname.toLowerCase();
const shell =
  role &&
  templates.find(
    (template) =>
      template.dataset.language === language && template.dataset.role === role && template.dataset.paths?.split(' ').includes(address),
  );
const shown = page ?? shell;
if (root && language && shown) {
  applyLanguage(language);
  root.inert = true;
  root.append(shown.content);
  if (page) {
    document.title = page.dataset.title ?? document.title;
    if (page.dataset.description) setDescription(page.dataset.description);
    root.dataset.language = language;
  } else {
    root.dataset.shell = role;
    for (const link of root.querySelectorAll('nav a[href]')) {
      if (link.getAttribute('href')?.toLowerCase() === address) link.setAttribute('aria-current', 'page');
    }
  }
}
for (const template of templates) template.remove();
