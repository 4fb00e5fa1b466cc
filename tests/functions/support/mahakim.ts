import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { encryptParameter } from '../../../functions/src/adapters/court-portal/mahakim';

/** A key and IV made for these tests (the fixtures' encrypted answer uses them); not the portal's. */
export const TEST_KEY = 'ZrsTz9O0pIWJrnAgNoTUF7GTPGs4IYr/pQH9VC+tMpg=';
export const TEST_IV = 'ec1tFoMMHJzYrdf2xYspUQ==';
export const testCipher = { key: Buffer.from(TEST_KEY, 'base64'), iv: Buffer.from(TEST_IV, 'base64') };

/** The portal's id of our court, as COURT_PORTAL_COURTS gives it in these tests. */
export const PORTAL_COURTS = { 'TPI-RABAT': 13, 'TPI-SALE': '27' };

export const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'mahakim', name), 'utf8');

/** A portal answer whose `data` is the fixture's JSON, encrypted under the test key. */
export const encryptedAnswer = (name: string) =>
  JSON.stringify({ succes: true, data: encryptParameter(testCipher, JSON.stringify(JSON.parse(fixture(name)))) });

/** The mahakim adapter's settings for a portal at `url`. */
export const stubMahakimEnv = (url: string) => {
  vi.stubEnv('COURT_PORTAL', 'mahakim');
  vi.stubEnv('COURT_PORTAL_URL', url);
  vi.stubEnv('COURT_PORTAL_KEY', TEST_KEY);
  vi.stubEnv('COURT_PORTAL_IV', TEST_IV);
  vi.stubEnv('COURT_PORTAL_COURTS', JSON.stringify(PORTAL_COURTS));
};
