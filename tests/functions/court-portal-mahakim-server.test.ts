import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptData } from '../../functions/src/adapters/court-portal/mahakim';
import { PortalError, type CaseQuery } from '../../functions/src/adapters/court-portal/port';
import { courtPortal } from '../../functions/src/adapters/court-portal/select';
import { encryptedAnswer, fixture, stubMahakimEnv, testCipher } from './support/mahakim';

/**
 * The mahakim adapter against a tiny portal on 127.0.0.1 that serves the fixtures: a known case
 * (TPI-RABAT 8569/1201/2026), and whatever each test makes the portal answer.
 */
type Arrival = { endpoint: string; at: number; referer?: string; parameters: Record<string, string> };
type Behaviour = (arrival: Arrival, response: ServerResponse) => void;

const arrivals: Arrival[] = [];
const send = (response: ServerResponse, status: number, body: string, type = 'application/json') => {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
};
/** The portal as the fixtures show it: the known case's card and steps, an empty answer for any other. */
const portal: Behaviour = (arrival, response) => {
  if (arrival.endpoint === 'CarteDossier')
    return send(
      response,
      200,
      arrival.parameters.numeroCompletDossier === '202612018569' && arrival.parameters.idjuridiction === '13'
        ? encryptedAnswer('card-civil.json')
        : fixture('answer-unknown-case.json'),
    );
  if (arrival.endpoint === 'ListeDicisions' && arrival.parameters.idDossiers === '4471920')
    return send(response, 200, encryptedAnswer('decisions-hearings.json'));
  send(response, 404, '{}');
};
let behaviour: Behaviour = portal;

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const parameters = Object.fromEntries(
    [...url.searchParams].map(([name, value]) => [name, name === 'csrt' ? value : decryptData(testCipher, value)]),
  );
  const arrival = {
    endpoint: url.pathname.replace('/middleware/api/SuiviDossiers/', ''),
    at: Date.now(),
    referer: request.headers.referer,
    parameters,
  };
  arrivals.push(arrival);
  behaviour(arrival, response);
});

const known: CaseQuery = { court: 'TPI-RABAT', reference: { number: '8569', code: '1201', year: '2026' } };
const fetchFailure = async (query: CaseQuery): Promise<PortalError> => {
  const error: unknown = await courtPortal()
    .fetchCase(query)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  if (error instanceof PortalError) return error;
  throw new Error(`expected a PortalError, got ${String(error)}`);
};

let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
beforeEach(() => {
  stubMahakimEnv(base);
  vi.stubEnv('COURT_PORTAL_RATE', '50');
  vi.stubEnv('COURT_PORTAL_TIMEOUT_MS', '2000');
  arrivals.length = 0;
  behaviour = portal;
});
afterEach(() => vi.unstubAllEnvs());

describe('the mahakim adapter against a portal on 127.0.0.1', () => {
  it('is the adapter COURT_PORTAL=mahakim selects, and reads a case: its card, then its steps', async () => {
    expect(await courtPortal().fetchCase(known)).toEqual({
      hearings: [
        { date: '2026-01-12', type: 'تسجيل الملف', content: 'تسجيل المقال الافتتاحي', nextHearing: '2026-02-02T09:00' },
        { date: '2026-02-02T09:00', type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: '2026-02-16T09:30' },
        { date: '2026-02-16T09:30', type: 'إجراء', content: '' },
      ],
      status: 'جارية',
    });
    expect(arrivals.map((a) => a.endpoint)).toEqual(['CarteDossier', 'ListeDicisions']);
    expect(arrivals[1]!.parameters).toMatchObject({ idDossiers: '4471920', typeaffaire: 'DC' });
    for (const arrival of arrivals) {
      expect(arrival.referer).toBe(`${base}/`);
      expect(arrival.parameters.csrt).toMatch(/^\d+$/);
    }
  });

  it('answers not_found for a case the portal does not know, without asking its steps', async () => {
    const error = await fetchFailure({ ...known, reference: { ...known.reference, number: '8570' } });
    expect(error.failure).toBe('not_found');
    expect(arrivals.map((a) => a.endpoint)).toEqual(['CarteDossier']);
  });

  it('tries again after a 5xx, with backoff, and reads the case', async () => {
    let failures = 2;
    behaviour = (arrival, response) => (failures-- > 0 ? send(response, 503, 'busy', 'text/plain') : portal(arrival, response));
    const started = Date.now();
    expect((await courtPortal().fetchCase(known)).hearings).toHaveLength(3);
    expect(arrivals.map((a) => a.endpoint)).toEqual(['CarteDossier', 'CarteDossier', 'CarteDossier', 'ListeDicisions']);
    // backoff: 250 ms, then 500 ms
    expect(arrivals[1]!.at - arrivals[0]!.at).toBeGreaterThanOrEqual(240);
    expect(arrivals[2]!.at - arrivals[1]!.at).toBeGreaterThanOrEqual(490);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers unreachable when the portal stays down, after three tries', async () => {
    behaviour = (_, response) => send(response, 502, 'bad gateway', 'text/plain');
    const error = await fetchFailure(known);
    expect(error).toMatchObject({ failure: 'unreachable', message: expect.stringContaining('status 502') });
    expect(arrivals).toHaveLength(3);
  });

  it('gives up on an answer that does not come in time: unreachable, after three tries', async () => {
    vi.stubEnv('COURT_PORTAL_TIMEOUT_MS', '150');
    behaviour = () => undefined;
    const error = await fetchFailure(known);
    expect(error).toMatchObject({ failure: 'unreachable', message: expect.stringContaining('timeout') });
    expect(arrivals).toHaveLength(3);
  });

  it('tells an HTML error page apart as changed, keeping the page', async () => {
    behaviour = (_, response) => send(response, 200, fixture('answer-error-page.html'), 'text/html');
    const error = await fetchFailure(known);
    expect(error).toMatchObject({ failure: 'changed', raw: fixture('answer-error-page.html') });
  });

  it('spaces its requests at the configured rate, across look-ups running at once', async () => {
    vi.stubEnv('COURT_PORTAL_RATE', '5');
    // When each request leaves: a busy machine may only make one late, never early.
    const sent: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      sent.push(Date.now());
      return realFetch(...args);
    });
    const started = Date.now();
    try {
      await Promise.all([courtPortal().fetchCase(known), courtPortal().fetchCase(known), fetchFailure({ ...known, court: 'TPI-SALE' })]);
    } finally {
      spy.mockRestore();
    }
    expect(arrivals).toHaveLength(5);
    expect(sent).toHaveLength(5);
    // 5 a second: the k-th request's turn comes k × 200 ms after the first's, which comes no sooner than the start.
    sent.forEach((at, k) => expect(at - started).toBeGreaterThanOrEqual(k * 200));
  });
});
