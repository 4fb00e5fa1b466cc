import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import type { Role } from '@mizan/shared/roles';
import { PageErrorBoundary } from '../../web/src/app/page-error-boundary';
import { i18n } from '../../web/src/lib/i18n';
import { sessionFromResponse, storeSession } from '../../web/src/lib/session';

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

type Entry = NonNullable<Options['initialEntry']>;

type Probe = { location?: Location; navigate?: NavigateFunction };

/** Hands the test where the router is and its navigation. */
const RouterProbe = ({ probe }: { probe: Probe }) => {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.location = location;
    probe.navigate = navigate;
  });
  return null;
};

/**
 * Renders a route table inside the application's providers, starting at `initialEntry`, as the
 * app routes (web/src/app/app.tsx: declarative routes under the error boundary), in memory.
 */
export const renderRoutes = (routes: RouteObject[], initialEntry: Entry) => {
  const probe: Probe = {};
  const Routes = () => useRoutes(routes);
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[initialEntry]}>
            <RouterProbe probe={probe} />
            <PageErrorBoundary>
              <Routes />
            </PageErrorBoundary>
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>,
  );
  const router = {
    get state() {
      return { location: probe.location! };
    },
    navigate: (to: string) =>
      act(async () => {
        await probe.navigate!(to);
      }),
  };
  return { ...result, router };
};

/** Renders a page inside the providers and a memory router; every other path shows the location. */
export const renderPage = (ui: ReactElement, { path = '/', initialEntry = path, routes = [] }: Options = {}) =>
  renderRoutes([{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }], initialEntry);

/** A fetch answer with a JSON body. */
export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The home page's reads answered empty, each in its own shape (lists, and the weeks of time and billing as empty weeks). */
export const emptyAnswer = (path: string) =>
  path.startsWith('/api/Temps/semaine')
    ? jsonResponse(200, { debut: '2026-11-23', fin: '2026-11-29', minutes: 0, minutesFacturables: 0, jours: [], items: [] })
    : path.startsWith('/api/Factures/semaine')
      ? jsonResponse(200, { du: '2026-11-23', au: '2026-11-29', factureCentimes: 0, encaisseCentimes: 0 })
      : jsonResponse(200, []);

/**
 * Picks an item of a Chakra (Zag) menu: the press highlights the item, the release selects it.
 * The selection reads the highlight React committed, so the release waits until the item shows it:
 * a one-shot click, or a release on a busy machine, would select nothing.
 */
export const chooseMenuItem = async (user: UserEvent, item: Element) => {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
};

/**
 * The confirmation dialog named `{testId}-dialog` once it takes the pointer. Zag adds a dialog to its stack of layers,
 * which lets it take the pointer above the page it blocks, a moment after the dialog shows; a click before then would
 * meet `pointer-events: none`, as a person's never does.
 */
export const findOpenDialog = async (testId = 'confirm') => {
  const dialog = await screen.findByTestId(`${testId}-dialog`);
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
};

type Person = { roles?: Role[]; name?: string; email?: string; assistant?: boolean };

/** Stores the session of a signed-in person of firm S1 (user U1): a lawyer and admin unless said. */
export const signIn = ({ roles = ['ADMIN'], name = 'Youssef Benali', email = 'y.benali@cabinet.ma', assistant = false }: Person = {}) =>
  storeSession(
    sessionFromResponse({
      token: 'access',
      expiresIn: 3600,
      roles,
      id: 'U1',
      name,
      email,
      type: roles.includes('CLT') ? 'CLIENT' : assistant ? 'ASSISTANT' : 'AVOCAT',
      idStructure: 'S1',
    }),
  );
