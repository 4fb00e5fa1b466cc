import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import { MESSAGES } from '@mizan/shared/messages';
import { routeKey } from '@mizan/shared/route';
import { routes, type RouteName } from '@mizan/shared/routes';
import { callRoute } from '../../infra/local/call';
import { createRateLimiter } from '../../infra/local/rate-limiter';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_ROUTES, parseRateLimit, rateLimitFromEnv, wafRateLimit } from '../../infra/rate-limits';
import { REFRESH_COOKIE, registerFirm, uniqueEmail } from '../support/accounts';

/**
 * The per-IP limit of the public account routes, proved with the numbers this file configures: a
 * gateway of its own (the local edge, as `npm start` runs it) in front of the test stack's
 * emulators, limited to LIMIT requests per WINDOW seconds per IP and route. The shared test stack
 * runs with a limit out of the other suites' way (tests/support/stack-setup.ts).
 */
const LIMIT = 3;
const WINDOW = 60;
/** Renewals per session, above the per-IP LIMIT. */
const SESSION_LIMIT = 6;

let server: Server;
let baseUrl: string;
const call = (name: RouteName, options: Parameters<typeof callRoute>[2] = {}) => callRoute(baseUrl, name, options);

beforeAll(async () => {
  // The handlers run in this process and read their settings from process.env, as in the stack's.
  Object.assign(process.env, inject('env'));
  const { createGateway } = await import('../../infra/local/gateway');
  server = createGateway({
    webDist: '/nonexistent',
    log: () => undefined,
    rateLimit: { limit: LIMIT, windowSeconds: WINDOW },
    sessionRefreshRateLimit: { limit: SESSION_LIMIT, windowSeconds: WINDOW },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** A request each limited route accepts or refuses on its merits (never a 429 of its own). */
const sample = (name: string) => ({
  params: name === 'account.firstConnection' ? { id: 'x'.repeat(43) } : undefined,
  query: name === 'account.validateToken' ? { token: 'x'.repeat(43) } : undefined,
  body: routes[name as RouteName].method === 'GET' ? undefined : { username: uniqueEmail('limit'), password: 'Wrong@2026' },
});

describe('per-IP rate limits of the public account routes', () => {
  it('covers every public account route of the route table, and only those', () => {
    const names = RATE_LIMITED_ROUTES.map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'account.login',
        'account.refresh',
        'account.register',
        'account.requestPasswordReset',
        'account.resetPassword',
        'account.firstConnection',
        'account.setFirstPassword',
      ]),
    );
    for (const [name, route] of Object.entries(routes))
      expect(names.includes(name), name).toBe(route.domain === 'account' && route.roles === 'public');
  });

  it('answers sign-in on its merits up to the limit, then 429 with Retry-After and the envelope in the reader’s language', async () => {
    const body = { username: uniqueEmail('limit'), password: 'Wrong@2026' };
    for (let i = 0; i < LIMIT; i++) expect((await call('account.login', { body })).status).toBe(401);

    const refused = await call('account.login', { body, headers: { 'accept-language': 'ar' } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
    expect(errorEnvelopeSchema.parse(refused.body)).toEqual({
      statusCode: 429,
      error: 'too_many_requests',
      message: MESSAGES.rate_limited.ar,
    });
    const french = await call('account.login', { body, headers: { 'accept-language': 'fr-MA,fr;q=0.9' } });
    expect(french.status).toBe(429);
    expect((french.body as { message: string }).message).toBe(MESSAGES.rate_limited.fr);
  });

  it('counts each route on its own: every limited route refuses the request after its limit', async () => {
    for (const route of RATE_LIMITED_ROUTES.filter((r) => r.name !== 'account.login')) {
      const name = route.name as RouteName;
      for (let i = 0; i < LIMIT; i++) {
        const answer = await call(name, sample(name));
        expect(answer.status, `${name} #${i + 1}`).toBeLessThan(429);
      }
      const refused = await call(name, sample(name));
      expect(refused.status, name).toBe(429);
      expect(refused.headers.get('retry-after'), name).toMatch(/^\d+$/);
    }
  });

  it('counts a renewal that carries its session cookie per session, not per address', async () => {
    const renew = (refreshToken: string) =>
      call('account.refresh', { headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, 'x-requested-with': 'mizan' } });
    const [first, second] = await Promise.all([registerFirm(), registerFirm()]);
    // More renewals from this one address than its limit: each session has its own count.
    for (let i = 0; i < SESSION_LIMIT; i++) expect((await renew(first.session.refreshToken)).status, `#${i + 1}`).toBe(200);
    expect((await renew(first.session.refreshToken)).status).toBe(429);
    expect((await renew(second.session.refreshToken)).status).toBe(200);
    // Without a cookie, the address's count applies.
    for (let i = 0; i < LIMIT; i++) await call('account.refresh', { headers: { 'x-requested-with': 'mizan' } });
    expect((await call('account.refresh', { headers: { 'x-requested-with': 'mizan' } })).status).toBe(429);
  });

  it('leaves the other routes alone', async () => {
    const limited = new Set(RATE_LIMITED_ROUTES.map(routeKey));
    expect(limited.has(routeKey(routes['account.me']))).toBe(false);
    for (let i = 0; i < LIMIT * 3; i++) expect((await call('account.me')).status).toBe(401);
  });
});

describe('the rate limit configuration', () => {
  it('defaults to 20 per 5 minutes, and MIZAN_RATE_LIMIT sets other numbers', () => {
    expect(DEFAULT_RATE_LIMIT).toEqual({ limit: 20, windowSeconds: 300 });
    expect(rateLimitFromEnv({})).toEqual(DEFAULT_RATE_LIMIT);
    expect(rateLimitFromEnv({ MIZAN_RATE_LIMIT: '500/60' })).toEqual({ limit: 500, windowSeconds: 60 });
    for (const text of ['', '20', '0/300', '20/0', 'unlimited', '-1/60']) expect(() => parseRateLimit(text), text).toThrow();
  });

  it('refuses at synth what WAF cannot apply', () => {
    expect(wafRateLimit(DEFAULT_RATE_LIMIT)).toEqual(DEFAULT_RATE_LIMIT);
    expect(() => wafRateLimit({ limit: 5, windowSeconds: 300 })).toThrow(/10 or more/);
    expect(() => wafRateLimit({ limit: 20, windowSeconds: 90 })).toThrow(/window/);
  });

  it('lets requests through again once the oldest leaves the window, and says when', () => {
    let now = 1_000_000;
    const limit = createRateLimiter({ limit: 2, windowSeconds: 10 }, () => now);
    expect(limit('a').allowed).toBe(true);
    now += 4_000;
    expect(limit('a').allowed).toBe(true);
    expect(limit('b').allowed).toBe(true);
    now += 1_000;
    expect(limit('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    now += 5_000;
    expect(limit('a').allowed).toBe(true);
    expect(limit('a')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });
});
