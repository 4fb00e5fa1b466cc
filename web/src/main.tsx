// First: it configures zod before any schema is built (see there).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, restoreSession } from './app/app';
import { publicPageAt } from './app/pages';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const restoring = restoreSession();
const firstPage = publicPageAt(window.location.pathname);
void initI18n(firstPage?.namespaces);
void firstPage?.Page.preload();
createRoot(root).render(
  <StrictMode>
    <App restoring={restoring} />
  </StrictMode>,
);
