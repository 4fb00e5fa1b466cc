// First: it configures zod before any schema is built (see there).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, restoreSession } from './app/app';
import { SignedInLayout, publicPageAt, signedInPageAt } from './app/pages';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const restoring = restoreSession();
const firstPage = publicPageAt(window.location.pathname);
const translated = initI18n(firstPage?.namespaces);
if (firstPage) {
  // The signed-in shell loads at the person's first key or press (signing in), not before the
  // page has painted.
  const loadShell = () => void SignedInLayout.preload();
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, loadShell, { once: true, capture: true });
}
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App restoring={restoring} />
    </StrictMode>,
  );
/**
 * The first render waits (at most `FIRST_RENDER_WAIT_MS`) for what the page needs, loading in
 * parallel: translations, its chunks and, for a signed-in page, the session. Rendered earlier, it
 * would show a spinner, which React then keeps for 300 ms at least.
 */
const FIRST_RENDER_WAIT_MS = 3000;
const needed = firstPage
  ? [firstPage.Page.preload()]
  : [restoring, SignedInLayout.preload(), signedInPageAt(window.location.pathname)?.Page?.preload()];
void Promise.race([Promise.allSettled([translated, ...needed]), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(
  render,
);
