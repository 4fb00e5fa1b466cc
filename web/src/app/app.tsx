import { Center, Spinner } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { refreshSession } from '../lib/api-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * The session lives in memory only: on start the app renews it with the refresh cookie, then shows
 * the signed-in shell, or the login page (the route guard) when there is no session to renew.
 * main.tsx starts the renewal before the first render, beside the translations and the first
 * page's chunk, not after them.
 */
export const restoreSession = (): Promise<unknown> => refreshSession().catch(() => null);

const useSessionRestored = (restoring: Promise<unknown>) => {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void restoring.finally(() => setRestored(true));
  }, [restoring]);
  return restored;
};

export const App = ({ restoring }: { restoring: Promise<unknown> }) => {
  const [router] = useState(createAppRouter);
  const restored = useSessionRestored(restoring);
  return (
    <Providers>
      {restored ? (
        <RouterProvider router={router} />
      ) : (
        <Center minHeight="100vh">
          <Spinner size="lg" />
        </Center>
      )}
    </Providers>
  );
};
