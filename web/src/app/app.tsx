import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { refreshSession } from '../lib/api-client';
import { Providers } from './providers';
import { PageErrorBoundary } from './page-error-boundary';
import { PageShown } from './page-shown';
import { AppRoutes } from './router';
import { SessionRestoring, readableByUse } from './session-restoring';

/**
 * The session lives in memory only: on start the app renews it with the refresh cookie. main.tsx
 * starts the renewal before the first render, beside the translations and the first page's chunk;
 * the public pages render at once, the signed-in ones once it has answered (the guard waits for
 * it, then shows the page or sends the person to /login).
 */
export const restoreSession = (): Promise<unknown> => readableByUse(refreshSession().catch(() => null));

type AppProps = {
  /** The session's renewal; none in the build's prerender, which renders public pages only. */
  restoring: Promise<unknown> | null;
  /** The browser's address (BrowserRouter), or a given one for the build's prerender (prerender.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Called once a page is on screen and React's (`PageShown`): when it has taken over a prerendered page. */
  onPageShown?: () => void;
};

const nothing = () => undefined;

export const App = ({ restoring, Router = BrowserRouter, onPageShown = nothing }: AppProps) => (
  <StrictMode>
    <PageShown value={onPageShown}>
      <Providers>
        <SessionRestoring value={restoring}>
          <Router>
            <PageErrorBoundary>
              <AppRoutes />
            </PageErrorBoundary>
          </Router>
        </SessionRestoring>
      </Providers>
    </PageShown>
  </StrictMode>
);
