import * as z from 'zod';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NoResponseError,
  SessionExpiredError,
  buildPath,
  callApi,
  isErrorEnvelope,
  refreshSession,
} from '../../web/src/lib/api-client';
import { i18n } from '../../web/src/lib/i18n';
import { rememberedRole } from '../../web/src/lib/remembered-role';
import { clearSession, getSession, sessionFromResponse, storeSession } from '../../web/src/lib/session';
import { jsonResponse } from './render';

const answer = (token: string) => ({
  token,
  expiresIn: 3600,
  roles: ['ADMIN' as const],
  id: 'U1',
  name: 'Amina Bennani',
  email: 'amina@cabinet.ma',
  type: 'AVOCAT' as const,
  idStructure: 'S1',
});

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
const urlOf = (call: number) => String(fetchMock.mock.calls[call]?.[0]);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('callApi', () => {
  it('fills {param}s with encoded values and adds the query string', async () => {
    storeSession(sessionFromResponse(answer('t1')));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await callApi('clients.dossiersFor', { params: { id: 'C 1/2', userId: 'U1' } });
    expect(urlOf(0)).toBe('/api/Client/C%201%2F2/dossier-for/U1');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { email: 'a@b.ma' }));
    await callApi('account.validateToken', { query: { token: 'a&b=c' } });
    expect(urlOf(1)).toBe('/api/account/validate-token?token=a%26b%3Dc');
    expect(() => buildPath('/api/Dossier/{id}', {})).toThrow(/Missing path parameter "id"/);
  });

  it("sends the bearer token on protected routes, none on public ones, and the person's language", async () => {
    storeSession(sessionFromResponse(answer('t1')));
    await i18n.changeLanguage('ar');
    fetchMock.mockImplementation(async () => jsonResponse(200, []));

    await callApi('dashboard.alerts', { params: { userId: 'U1' } });
    expect(headersOf(0).get('Authorization')).toBe('Bearer t1');
    expect(headersOf(0).get('Accept-Language')).toBe('ar');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');

    await callApi('account.login', { body: { username: 'a@b.ma', password: 'x' } });
    expect(headersOf(1).get('Authorization')).toBeNull();
    expect(headersOf(1).get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ username: 'a@b.ma', password: 'x' }));
  });

  it('on a 401 renews the session once with the refresh cookie and retries', async () => {
    storeSession(sessionFromResponse(answer('old')));
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = new Headers(init?.headers).get('Authorization');
      if (url === '/api/Account/refresh') return jsonResponse(200, answer('new'));
      if (auth === 'Bearer new') return jsonResponse(200, [{ id: 'A1' }]);
      return jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' });
    });

    // Two calls fail together: one refresh serves both.
    const [first, second] = await Promise.all([
      callApi('dashboard.alerts', { params: { userId: 'U1' } }),
      callApi('dashboard.meetings', { params: { userId: 'U1' } }),
    ]);
    expect(first).toEqual([{ id: 'A1' }]);
    expect(second).toEqual([{ id: 'A1' }]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/Account/refresh');
    expect(refreshes).toHaveLength(1);
    // No token in the body (the browser sends the HttpOnly cookie), and the header the route requires.
    expect(refreshes[0]?.[1]?.body).toBeUndefined();
    expect(new Headers(refreshes[0]?.[1]?.headers).get('x-requested-with')).toBe('mizan');
    expect(getSession()?.accessToken).toBe('new');
  });

  it('clears the session when it cannot be renewed', async () => {
    storeSession(sessionFromResponse(answer('old')));
    fetchMock.mockImplementation(async () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' }));
    await expect(callApi('dashboard.alerts', { params: { userId: 'U1' } })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(getSession()).toBeNull();
  });

  it("forgets the device's remembered role when the start-up renewal is refused, not when it gets no answer", async () => {
    clearSession();
    localStorage.setItem('mizan.role', 'ADMIN');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshSession()).rejects.toBeInstanceOf(NoResponseError);
    expect(rememberedRole()).toBe('ADMIN');
    fetchMock.mockImplementation(async () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' }));
    expect(await refreshSession()).toBeNull();
    expect(rememberedRole()).toBeUndefined();
  });

  it('keeps the session when the renewal gets no answer', async () => {
    storeSession(sessionFromResponse(answer('old')));
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/Account/refresh') throw new TypeError('Failed to fetch');
      return jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' });
    });
    await expect(callApi('dashboard.alerts', { params: { userId: 'U1' } })).rejects.toBeInstanceOf(NoResponseError);
    expect(getSession()?.accessToken).toBe('old');
  });

  it('waits out a renewal answered 429 (the rate limit) and sends it again: a limit reached is not a sign-out', async () => {
    vi.useFakeTimers();
    try {
      storeSession(sessionFromResponse(answer('old')));
      const limited = () =>
        new Response(JSON.stringify({ statusCode: 429, error: 'too_many_requests', message: 'Trop de tentatives' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '7' },
        });
      fetchMock.mockResolvedValueOnce(limited()).mockResolvedValueOnce(jsonResponse(200, answer('renewed')));
      const renewal = refreshSession();
      await vi.advanceTimersByTimeAsync(6_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(getSession()?.accessToken).toBe('old');
      await vi.advanceTimersByTimeAsync(1_000);
      expect((await renewal)?.accessToken).toBe('renewed');

      fetchMock.mockReset();
      fetchMock.mockImplementation(async () => limited());
      const refused = refreshSession();
      const settled = expect(refused).rejects.toMatchObject({ status: 429 });
      await vi.advanceTimersByTimeAsync(60_000);
      await settled;
      expect(fetchMock).toHaveBeenCalledTimes(5);
      expect(getSession()?.accessToken).toBe('renewed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews an expired token before sending', async () => {
    storeSession({ ...sessionFromResponse(answer('old')), expiresAt: Date.now() - 1 });
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/Account/refresh' ? jsonResponse(200, answer('fresh')) : jsonResponse(200, []),
    );
    await callApi('dashboard.alerts', { params: { userId: 'U1' } });
    expect(headersOf(1).get('Authorization')).toBe('Bearer fresh');
  });

  it('throws ApiError with the envelope, and NoResponseError when nothing answers', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, {
        statusCode: 409,
        error: 'username_taken',
        message: 'Username Taken',
        details: [{ field: 'email', code: 'conflict', message: 'Déjà utilisé' }],
      }),
    );
    const body = { userName: 'Ben', userFirstName: 'Ali', structure: 'Cab', email: 'a@b.ma', phone: '0612345678', password: 'Aa1!aaaa' };
    const conflict = await callApi('account.register', { body }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, code: 'username_taken', message: 'Username Taken' });
    expect((conflict as ApiError).details).toEqual([{ field: 'email', code: 'conflict', message: 'Déjà utilisé' }]);

    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(callApi('account.register', { body })).rejects.toMatchObject({ status: 502, code: 'internal_error' });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const none = await callApi('account.register', { body }).catch((error: unknown) => error);
    expect(none).toBeInstanceOf(NoResponseError);
    expect((none as Error).message).toBe('No Server Response');
  });

  it('sends one Idempotency-Key per call of an idempotent route, the same key again when retrying after no answer or a 503', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      storeSession(sessionFromResponse(answer('t1')));
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ statusCode: 503, error: 'service_unavailable', message: 'Réessayez' }), {
            status: 503,
            headers: { 'Retry-After': '2', 'content-type': 'application/json' },
          }),
        )
        .mockResolvedValueOnce(jsonResponse(201, { idMessage: 'M1' }));
      const sent = callApi('messages.add', { body: { idDossier: 'D1', sujet: 'Relance', contenu: 'Bonjour' } });
      await vi.runAllTimersAsync();
      expect(await sent).toEqual({ idMessage: 'M1' });
      const keys = [0, 1, 2].map((n) => headersOf(n).get('Idempotency-Key'));
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(keys).size).toBe(1);

      // A new submission is a new key; a route that is not idempotent gets none and is not retried.
      fetchMock.mockResolvedValueOnce(jsonResponse(201, { idMessage: 'M2' }));
      await callApi('messages.add', { body: { idDossier: 'D1', sujet: 'Relance', contenu: 'Encore' } });
      expect(headersOf(3).get('Idempotency-Key')).not.toBe(keys[0]);
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(callApi('dashboard.alerts', { params: { userId: 'U1' } })).rejects.toBeInstanceOf(NoResponseError);
      expect(headersOf(4).get('Idempotency-Key')).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "try again" in the reader’s language when a gateway answers 503 without the envelope', async () => {
    await i18n.changeLanguage('fr');
    fetchMock.mockResolvedValueOnce(new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }));
    const body = { username: 'a@b.ma', password: 'x' };
    await expect(callApi('account.login', { body })).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: 'Service momentanément indisponible, réessayez',
    });
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValueOnce(new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }));
    await expect(callApi('account.login', { body })).rejects.toMatchObject({ message: 'الخدمة غير متوفرة مؤقتًا، أعد المحاولة' });
  });
});

describe('the error envelope without zod', () => {
  const envelope = { statusCode: 409, error: 'conflict', message: 'Conflit' };
  const detail = { field: 'email', code: 'conflict', message: 'Déjà utilisé' };
  const answers: unknown[] = [
    envelope,
    { ...envelope, requestId: 'r1', details: [detail, { ...detail, by: 'Amina', at: '2026-11-22T10:00:00.000Z' }] },
    { ...envelope, details: [] },
    { ...envelope, extra: true },
    { ...envelope, statusCode: 409.5 },
    { ...envelope, statusCode: '409' },
    { ...envelope, error: 'no_such_code' },
    { ...envelope, message: undefined },
    { ...envelope, requestId: 7 },
    { ...envelope, details: detail },
    { ...envelope, details: [{ ...detail, code: undefined }] },
    { ...envelope, details: [{ ...detail, at: 5 }] },
    { ...envelope, details: [null] },
    [envelope],
    null,
    'Bad Gateway',
    undefined,
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))('accepts %s exactly when the schema does', (_label, answer) => {
    expect(isErrorEnvelope(answer)).toBe(errorEnvelopeSchema.safeParse(answer).success);
  });

  it('keeps of each field error only the documented fields, as the schema does', async () => {
    const body = { ...envelope, details: [{ ...detail, extra: 'x' }] };
    fetchMock.mockResolvedValueOnce(jsonResponse(409, body));
    const error = await callApi('account.login', { body: { username: 'a@b.ma', password: 'x' } }).catch((caught: unknown) => caught);
    expect((error as ApiError).details).toEqual(errorEnvelopeSchema.parse(body).details);
  });
});

describe('zod in the SPA', () => {
  it('builds its schemas jitless (no `new Function` probe under the CSP), set before zod loads', async () => {
    await import('../../web/src/lib/zod-jitless');
    expect(z.config().jitless).toBe(true);
  });
});
