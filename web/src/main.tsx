// First: it configures zod before any schema is built (see there).
import './lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, restoreSession } from './app/app';
import { SignedInLayout, publicPageAt, signedInPageAt } from './app/pages';
import { initI18n } from './lib/i18n';
import { isLanguage } from '@mizan/shared/roles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/**
 * A prerendered page (login.html, web/prerender-plugin.ts) is already on screen, in the language
 * first-paint.ts chose, and inert until React takes it over in that same language.
 */
const prerendered = isLanguage(root.dataset.language) ? root.dataset.language : undefined;

const restoring = restoreSession();
const firstPage = publicPageAt(window.location.pathname);
const translated = initI18n(firstPage?.namespaces, prerendered);
if (firstPage) {
  // The signed-in shell loads at the person's first key or press (signing in), not before the
  // page has painted.
  const loadShell = () => void SignedInLayout.preload();
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, loadShell, { once: true, capture: true });
}

const interactive = () => {
  root.inert = false;
};
/**
 * React takes over the prerendered page when everything it shows is there, so that it does so in
 * one pass and the page is interactive at once; else (a file still missing after the wait) the app
 * renders afresh, as on any other page.
 */
const render = (ready: boolean) => {
  if (prerendered && ready) {
    hydrateRoot(root, <App restoring={restoring} onMounted={interactive} />);
    return;
  }
  root.replaceChildren();
  interactive();
  createRoot(root).render(<App restoring={restoring} />);
};
/**
 * The first render waits (at most `FIRST_RENDER_WAIT_MS`) for what the page needs, loading in
 * parallel: translations, its chunks and, for a signed-in page, the session. Rendered earlier, it
 * would show a spinner, which React then keeps for 300 ms at least.
 */
const FIRST_RENDER_WAIT_MS = 3000;
const needed = firstPage
  ? [firstPage.Page.preload()]
  : [restoring, SignedInLayout.preload(), signedInPageAt(window.location.pathname)?.Page?.preload()];
const allLoaded = Promise.all([translated, ...needed]).then(
  () => true,
  () => false,
);
void Promise.race([allLoaded, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FIRST_RENDER_WAIT_MS))]).then(render);
