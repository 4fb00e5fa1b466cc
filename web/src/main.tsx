// First: it configures zod before any schema is built (see there).
import './lib/zod-jitless';
import { useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, restoreSession } from './app/app';
import { SignedInLayout, publicPageAt, signedInPageAt } from './app/pages';
import { initI18n, preloadNamespaces } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/**
 * A prerendered page (login.html, web/prerender-plugin.ts) is already on screen, in the reader's
 * language, and inert until React has taken it over (first-paint.ts).
 */
const prerendered = root.dataset.language !== undefined;

const restoring = restoreSession();
const firstPage = publicPageAt(window.location.pathname);
const translated = initI18n(firstPage?.namespaces);
/** What the first render shows: a public page, or the signed-in shell once the session is renewed. */
const needed = firstPage ? [firstPage.Page.preload()] : [restoring, SignedInLayout.preload()];
const signedInPage = firstPage ? undefined : signedInPageAt(window.location.pathname);
if (signedInPage) {
  // The page's chunk and translations load beside the shell's, requested after them, and the
  // shell paints without waiting for them: the page follows as soon as they are there
  // (app-layout.tsx). A failed load shows then. Requested before the session is known: a visitor
  // whom the guard then sends to /login has loaded them for nothing.
  void signedInPage.Page?.preload().catch(() => undefined);
  preloadNamespaces(signedInPage.namespaces);
}
if (firstPage) {
  // The signed-in shell loads at the person's first key or press (signing in), not before the
  // page has painted. A failed load shows when the shell is needed (PageErrorBoundary).
  const loadShell = () => void SignedInLayout.preload().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, loadShell, { once: true, capture: true });
}

const interactive = () => {
  root.inert = false;
};
/** Makes the page interactive in the commit that puts React's first render on screen. */
const Interactive = () => {
  useLayoutEffect(interactive, []);
  return null;
};
/**
 * React takes over (hydrates) a prerendered page once everything it shows is there, and the page
 * is interactive when its own effects have run (`PageShown`), not before: a form React does not
 * have yet would submit natively. Should a file have failed, the app renders afresh instead, as
 * on any other page. Whatever is on screen meanwhile (such a page, or the signed-in shell that
 * first-paint.ts shows, inert) stays until React's first commit, which empties #root.
 */
const render = (ready: boolean) => {
  if (prerendered && ready) {
    hydrateRoot(root, <App restoring={restoring} onPageShown={interactive} />);
    return;
  }
  createRoot(root).render(
    <>
      <App restoring={restoring} />
      <Interactive />
    </>,
  );
};
const allLoaded = Promise.all([translated, ...needed]).then(
  ([everyFile]) => everyFile,
  () => false,
);
/**
 * The first render waits (at most `FIRST_RENDER_WAIT_MS`) for what it shows, loading in parallel:
 * the base translations and either a public page (its chunk, its namespaces) or the signed-in
 * shell and the session. Rendered earlier, it would show a spinner, which React then keeps for
 * 300 ms at least. A prerendered page, already on screen, waits for them however long they take
 * (i18next gives up after its retries).
 */
const FIRST_RENDER_WAIT_MS = 3000;
const waited = prerendered
  ? allLoaded
  : Promise.race([allLoaded, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FIRST_RENDER_WAIT_MS))]);
void waited.then(render);

// The service worker (service-worker.ts) keeps the app's built files and shows the offline page
// when a navigation finds no network; registered once the page has loaded, out of its way.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}
