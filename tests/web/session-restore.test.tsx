import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App, restoreSession } from '../../web/src/app/app';
import { getSession, sessionFromResponse, storeSession, type SessionResponse } from '../../web/src/lib/session';
import { emptyAnswer, jsonResponse } from './render';

const renewed: SessionResponse = {
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
const start = async (refresh: () => Promise<Response>, path = '/') => {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/Account/refresh' ? refresh() : emptyAnswer(String(input)),
  );
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', path);
  // The guard suspends until the renewal answers: React retries it only within an awaited act.
  await act(async () => {
    render(<App restoring={restoreSession()} />);
  });
  return fetchMock;
};

describe('starting the app', () => {
  it('renews the session with the refresh cookie, then shows the signed-in shell', async () => {
    const fetchMock = await start(async () => jsonResponse(200, renewed));
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
    await start(async () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('shows the login page when the server does not answer', async () => {
    await start(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('shows the login page at /login without waiting for the renewal, and a signed-in page only once it answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    await start(() => new Promise<Response>((resolve) => (answer = resolve)), '/login');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByTestId('user-name')).toBeNull();
    await act(async () => answer(jsonResponse(200, renewed)));
    await vi.waitFor(() => expect(getSession()?.accessToken).toBe('renewed'));
  });

  it('holds a signed-in page until the renewal answers rather than send the person to /login', async () => {
    let answer: (response: Response) => void = () => undefined;
    await start(() => new Promise<Response>((resolve) => (answer = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();
    await act(async () => answer(jsonResponse(200, renewed)));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Amina Bennani');
    expect(window.location.pathname).toBe('/');
  });

  it('keeps a sign-in made while the start-up renewal was out, whatever the renewal then answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    await start(() => new Promise<Response>((resolve) => (answer = resolve)), '/login');
    await screen.findByRole('heading', { name: 'Connexion' });
    storeSession(sessionFromResponse({ ...renewed, token: 'signed-in', id: 'U2', name: 'Karim Alaoui' }));
    await act(async () => answer(jsonResponse(200, renewed)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession()).toMatchObject({ accessToken: 'signed-in', userId: 'U2' });
  });
});
