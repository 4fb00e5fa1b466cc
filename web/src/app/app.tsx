import { Center, Spinner } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { refreshSession } from '../lib/api-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * The session lives in memory only: on start the app renews it with the refresh cookie, then shows
 * the signed-in shell, or the login page (the route guard) when there is no session to renew.
 */
const useSessionRestored = () => {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void refreshSession()
      .catch(() => null)
      .finally(() => setRestored(true));
  }, []);
  return restored;
};

export const App = () => {
  const [router] = useState(createAppRouter);
  const restored = useSessionRestored();
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
