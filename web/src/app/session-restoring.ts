import { createContext, use } from 'react';

/**
 * A promise React's `use` reads without suspending once it has settled: React looks for the
 * `status` and `value` it sets on promises it has seen; this sets them on this one beforehand.
 */
export const readableByUse = <T>(promise: Promise<T>): Promise<T> => {
  const tracked = promise as Promise<T> & { status?: 'fulfilled'; value?: T };
  void promise.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
  });
  return promise;
};

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
