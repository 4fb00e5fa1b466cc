import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardRequest,
  decisionsRequest,
  decryptData,
  encryptParameter,
  mahakimSettings,
  parseCard,
  parseSteps,
  portalDate,
  readData,
} from '../../functions/src/adapters/court-portal/mahakim';
import { PortalError, type CaseQuery } from '../../functions/src/adapters/court-portal/port';
import { encryptedAnswer, fixture, stubMahakimEnv, testCipher } from './support/mahakim';

const query: CaseQuery = { court: 'TPI-RABAT', reference: { number: '8569', code: '1201', year: '2026' } };
const ok = (text: string) => ({ status: 200, text });
/** The step: read the answer, then parse it, as the adapter does. */
const card = (text: string) => parseCard(readData(testCipher, ok(text)), ok(text));
const steps = (text: string) => parseSteps(readData(testCipher, ok(text)), ok(text));

const failure = (run: () => unknown): PortalError => {
  try {
    run();
  } catch (error) {
    if (error instanceof PortalError) return error;
    throw error;
  }
  throw new Error('no PortalError');
};

beforeEach(() => stubMahakimEnv('https://portal.test/'));
afterEach(() => vi.unstubAllEnvs());

describe('the mahakim adapter’s settings', () => {
  it('reads the key, IV, base URL and court ids from the environment', () => {
    const settings = mahakimSettings();
    expect(settings.baseUrl).toBe('https://portal.test/');
    expect(settings.key.equals(testCipher.key)).toBe(true);
    expect(settings.iv.equals(testCipher.iv)).toBe(true);
    expect(settings.courts).toEqual({ 'TPI-RABAT': '13', 'TPI-SALE': '27' });
  });

  it('names the missing setting, as an unreachable portal (nothing is written)', () => {
    vi.stubEnv('COURT_PORTAL_KEY', '');
    expect(failure(() => mahakimSettings())).toMatchObject({
      failure: 'unreachable',
      message: expect.stringContaining('COURT_PORTAL_KEY'),
    });
    stubMahakimEnv('https://portal.test/');
    vi.stubEnv('COURT_PORTAL_IV', Buffer.alloc(8).toString('base64'));
    expect(failure(() => mahakimSettings()).message).toContain('COURT_PORTAL_IV must be 16 bytes');
  });

  it('names a court without a portal id', () => {
    const error = failure(() => cardRequest(mahakimSettings(), { ...query, court: 'CA-RABAT' }));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toContain('court CA-RABAT has no portal id in COURT_PORTAL_COURTS');
  });
});

describe('the requests', () => {
  const decrypted = (url: URL, name: string) => decryptData(testCipher, url.searchParams.get(name)!);

  it('asks the case card by its complete number (year, code, number) and the portal’s court id, encrypted', () => {
    const request = cardRequest(mahakimSettings(), query, '1756232039849415424');
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('https://portal.test/middleware/api/SuiviDossiers/CarteDossier');
    expect([...url.searchParams.keys()]).toEqual(['numeroCompletDossier', 'idjuridiction', 'csrt']);
    expect(url.searchParams.get('numeroCompletDossier')).not.toContain('2026');
    expect(decrypted(url, 'numeroCompletDossier')).toBe('202612018569');
    expect(decrypted(url, 'idjuridiction')).toBe('13');
    expect(url.searchParams.get('csrt')).toBe('1756232039849415424');
    expect(request.headers).toEqual({ Accept: 'application/json', Referer: 'https://portal.test/' });
  });

  it('asks the steps by the card’s internal id and kind, with a fresh token each time', () => {
    const first = new URL(decisionsRequest(mahakimSettings(), { id: '4471920', kind: 'DC' }).url);
    const second = new URL(decisionsRequest(mahakimSettings(), { id: '4471920', kind: 'DC' }).url);
    expect(first.pathname).toBe('/middleware/api/SuiviDossiers/ListeDicisions');
    expect(decrypted(first, 'idDossiers')).toBe('4471920');
    expect(decrypted(first, 'typeaffaire')).toBe('DC');
    expect(first.searchParams.get('csrt')).toMatch(/^\d+$/);
    expect(first.searchParams.get('csrt')).not.toBe(second.searchParams.get('csrt'));
  });

  it('round-trips Arabic text through the cipher, and reads a ciphertext it did not make', () => {
    expect(decryptData(testCipher, encryptParameter(testCipher, 'جلسة 2026'))).toBe('جلسة 2026');
    const answer = JSON.parse(fixture('answer-card-encrypted.json')) as { data: string };
    expect(JSON.parse(decryptData(testCipher, answer.data))).toEqual(JSON.parse(fixture('card-civil.json')));
  });
});

describe('the portal’s dates', () => {
  it.each([
    ['12/01/2026', '2026-01-12'],
    ['12/01/2026 00:00', '2026-01-12'],
    ['02/02/2026 09:00', '2026-02-02T09:00'],
    ['16/02/2026 09:30:00', '2026-02-16T09:30'],
    ['2025-05-12T10:00:00', '2025-05-12T10:00'],
    ['2025-05-12', '2025-05-12'],
  ])('%s reads as %s', (text, read) => expect(portalDate(text)).toBe(read));

  it.each(['31/02/2026', '12/13/2026', '2026/01/12', '12/01/26', '12/01/2026 25:00', '2025-05-12T10:00:00Z', 'le 2 février', ''])(
    '%s does not read',
    (text) => expect(portalDate(text)).toBeUndefined(),
  );
});

describe('reading answers', () => {
  it('reads a civil case’s card from its encrypted answer', () => {
    expect(card(fixture('answer-card-encrypted.json'))).toEqual({ id: '4471920', kind: 'DC', status: 'جارية', decision: undefined });
  });

  it('reads a criminal case’s card by its id, with its status and decision', () => {
    expect(card(encryptedAnswer('card-decided.json'))).toEqual({
      id: '88213',
      kind: 'DP',
      status: 'محكوم',
      decision: 'الحكم بأداء المدعى عليه لفائدة المدعي مبلغ 20000 درهم',
    });
  });

  it('reads the steps in date order: hearing days and times, next hearings, a step without type or content', () => {
    expect(steps(encryptedAnswer('decisions-hearings.json'))).toEqual([
      { date: '2026-01-12', type: 'تسجيل الملف', content: 'تسجيل المقال الافتتاحي', nextHearing: '2026-02-02T09:00' },
      { date: '2026-02-02T09:00', type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: '2026-02-16T09:30' },
      { date: '2026-02-16T09:30', type: 'إجراء', content: '' },
    ]);
  });

  it('reads a decided case’s steps, the judgment without a next hearing', () => {
    expect(steps(encryptedAnswer('decisions-decided.json')).at(-1)).toEqual({
      date: '2025-05-12T10:00',
      type: 'حكم',
      content: 'الحكم بأداء المدعى عليه لفائدة المدعي مبلغ 20000 درهم',
    });
  });

  it('reads a data field that is already JSON, and no data as nothing', () => {
    expect(card(JSON.stringify({ data: JSON.parse(fixture('card-civil.json')) }))?.id).toBe('4471920');
    expect(card(fixture('answer-unknown-case.json'))).toBeUndefined();
    expect(card(JSON.stringify({ data: { affaire: 'DC', idDossierCivil: null } }))).toBeUndefined();
    expect(steps(fixture('answer-unknown-case.json'))).toEqual([]);
  });

  it.each([
    ['a cut answer', fixture('answer-garbled.txt'), 'not JSON'],
    ['an HTML error page', fixture('answer-error-page.html'), 'not JSON'],
    ['a JSON array', '[1,2]', 'not an object with data'],
  ])('tells %s apart as changed, with the raw answer', (_, text, detail) => {
    const error = failure(() => readData(testCipher, ok(text)));
    expect(error).toMatchObject({ failure: 'changed', raw: text });
    expect(error.message).toContain(detail);
  });

  it('tells a key that no longer decrypts apart as changed, with the raw answer', () => {
    const text = fixture('answer-card-encrypted.json');
    const otherKey = { ...testCipher, key: Buffer.alloc(32, 7) };
    expect(failure(() => readData(otherKey, ok(text)))).toMatchObject({ failure: 'changed', raw: text });
    expect(failure(() => readData(otherKey, ok(text))).message).toContain('does not decrypt');
  });

  it('tells a status other than 200 apart as changed, with the raw answer', () => {
    const html = fixture('answer-error-page.html');
    expect(failure(() => readData(testCipher, { status: 403, text: html }))).toMatchObject({ failure: 'changed', raw: html });
  });

  it('tells a step whose date no longer reads, or a card without kind, apart as changed', () => {
    const text = encryptedAnswer('decisions-bad-date.json');
    const error = failure(() => steps(text));
    expect(error).toMatchObject({ failure: 'changed', raw: text });
    expect(error.message).toContain('unreadable date le 2 février');
    expect(failure(() => card(JSON.stringify({ data: { idDossierCivil: 1 } }))).failure).toBe('changed');
  });
});
