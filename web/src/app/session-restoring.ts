import { createContext, use } from 'react';

/** The renewal main.tsx starts before the first render (app.tsx `restoreSession`); none to wait for outside the app. */
export const SessionRestoring = createContext<Promise<unknown> | null>(null);

/**
 * Waits (suspends) until the session's renewal has answered. Only the signed-in pages' guard needs
 * it: a public page (the login page first) renders without waiting on the refresh call.
 */
export const useSessionRestored = () => {
  const restoring = use(SessionRestoring);
  if (restoring) use(restoring);
};
