import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App, restoreSession } from '../../web/src/app/app';
import { getSession } from '../../web/src/lib/session';
import { jsonResponse } from './render';

const renewed = {
  token: 'renewed',
  expiresIn: 3600,
  roles: ['USER'],
  id: 'U1',
  name: 'Amina Bennani',
  email: 'amina@cabinet.ma',
  type: 'AVOCAT',
  idStructure: 'S1',
};

/** The app at `/` after a reload: nothing in memory, perhaps a refresh cookie the browser sends. */
const start = (refresh: () => Promise<Response>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input) => (String(input) === '/api/Account/refresh' ? refresh() : jsonResponse(200, [])));
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/');
  render(<App restoring={restoreSession()} />);
  return fetchMock;
};

describe('starting the app', () => {
  it('renews the session with the refresh cookie, then shows the signed-in shell', async () => {
    const fetchMock = start(async () => jsonResponse(200, renewed));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Amina Bennani');
    expect(getSession()?.accessToken).toBe('renewed');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([String(url), init?.method, new Headers(init?.headers).get('x-requested-with')]).toEqual([
      '/api/Account/refresh',
      'POST',
      'mizan',
    ]);
  });

  it('shows the login page when there is no session to renew', async () => {
    start(async () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('shows the login page when the server does not answer', async () => {
    start(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
