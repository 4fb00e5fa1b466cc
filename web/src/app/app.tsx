import { BrowserRouter } from 'react-router-dom';
import { refreshSession } from '../lib/api-client';
import { Providers } from './providers';
import { PageErrorBoundary } from './page-error-boundary';
import { AppRoutes } from './router';
import { SessionRestoring, readableByUse } from './session-restoring';

/**
 * The session lives in memory only: on start the app renews it with the refresh cookie. main.tsx
 * starts the renewal before the first render, beside the translations and the first page's chunk;
 * the public pages render at once, the signed-in ones once it has answered (the guard waits for
 * it, then shows the page or sends the person to /login).
 */
export const restoreSession = (): Promise<unknown> => readableByUse(refreshSession().catch(() => null));

export const App = ({ restoring }: { restoring: Promise<unknown> }) => (
  <Providers>
    <SessionRestoring value={restoring}>
      <BrowserRouter>
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </SessionRestoring>
  </Providers>
);
