import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { i18n } from '../../web/src/lib/i18n';

/** Shows where the router is, for assertions on navigation. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

type Options = {
  /** Where the page is mounted (default '/'). */
  path?: string;
  /** The URL the test starts on, and its navigation state. */
  initialEntry?: string | { pathname: string; search?: string; state?: unknown };
  /** Other routes, rendered as a location probe unless given an element. */
  routes?: RouteObject[];
};

/** Renders a page inside the providers and a memory router; every other path shows the location. */
export const renderPage = (ui: ReactElement, { path = '/', initialEntry = path, routes = [] }: Options = {}) => {
  const router = createMemoryRouter(
    [{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }],
    { initialEntries: [initialEntry] },
  );
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...result, router };
};

/** A fetch answer with a JSON body. */
export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
