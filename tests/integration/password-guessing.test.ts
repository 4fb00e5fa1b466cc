import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@mizan/shared/messages';
import { uniqueEmail } from '../support/accounts';
import { emailsTo, linkIn, type SentEmail } from '../support/mailbox';
import { updateItem } from '../support/table';
import { call, login, newFirm, newStaff, nextLink, type Firm } from './identity-helpers';

/**
 * Password guessing against the local stack: every route that checks a password counts failures
 * per account (whatever the source address), five in 15 minutes lock the account (429 with
 * Retry-After, longer at each further lock), its owner gets one email, a password reset still
 * works and lifts the lock, every failure is in the firm's activity log, and an unknown address,
 * a wrong password and a deactivated account all answer alike.
 */

const WRONG = 'Wrong@2026x';

type Reply = { status: number; body: Record<string, unknown>; retryAfter: number | undefined };

/**
 * A sign-in sent from another loopback address (127.0.0.x): the local gateway takes the source
 * address from the socket, as API Gateway does from the connection.
 */
const loginFrom = (ip: string, username: string, password: string, language = 'fr'): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const url = new URL('/api/Account/login', inject('apiUrl'));
    const payload = JSON.stringify({ username, password });
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: ip,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-language': language },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
            retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** A sign-in from 127.0.0.1 with its Retry-After. */
const signIn = (username: string, password: string, language = 'fr') => loginFrom('127.0.0.1', username, password, language);

/** The table item that counts an address's failures (keyed by the hash of the address, known or not). */
const failuresKey = (email: string) => ({
  pk: `SIGNIN#${createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex')}`,
  sk: 'FAILURES',
});

type Entry = { type: string; idUtilisateur: string | null; ip: string | null; objet: string | null; precisions: string[] };
/** The firm's activity entries of a kind about `objet`, newest first, as its admin reads them. */
const logOf = async (firm: Firm, type: string, objet: string): Promise<Entry[]> => {
  const res = await call('activity.list', { token: firm.admin, query: { limit: 50, type } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as unknown as { items: Entry[] }).items.filter((entry) => entry.objet === objet);
};

/** The emails telling `email`'s owner their account was locked. */
const lockEmails = async (email: string): Promise<SentEmail[]> =>
  (await emailsTo(email)).filter((mail) => linkIn(mail, '/forgot-password') !== undefined && !linkIn(mail, '/reset-password?'));

let firm: Firm;
beforeAll(async () => {
  firm = await newFirm();
});

describe('five failures lock the account', () => {
  it('answers 429 with Retry-After and the envelope in the caller’s language, even to the right password', async () => {
    const staff = await newStaff(firm);
    for (let i = 0; i < 5; i++) expect((await signIn(staff.form.email, WRONG)).status).toBe(401);

    const refused = await signIn(staff.form.email, staff.password, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'account_locked', message: MESSAGES.account_locked.ar });
    expect(refused.retryAfter).toBeGreaterThan(60);
    expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
    const english = await signIn(staff.form.email, staff.password, 'en');
    expect(english).toMatchObject({ status: 429, body: { message: MESSAGES.account_locked.en } });
  });

  it('counts per account across source addresses, and logs each failure with its address', async () => {
    const staff = await newStaff(firm);
    const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
    for (const ip of addresses) expect((await loginFrom(ip, staff.form.email, WRONG)).status).toBe(401);
    const refused = await loginFrom('127.0.0.7', staff.form.email, staff.password);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);

    const failures = await logOf(firm, 'SIGN_IN_FAILED', staff.form.email);
    expect(failures.filter((entry) => entry.precisions[0] === 'credentials').map((entry) => entry.ip)).toEqual(
      expect.arrayContaining(addresses),
    );
    expect(failures[0]).toMatchObject({ idUtilisateur: staff.id, ip: '127.0.0.7', precisions: ['locked'] });
    const [locked] = await logOf(firm, 'ACCOUNT_LOCKED', staff.form.email);
    expect(locked).toMatchObject({ idUtilisateur: staff.id, ip: '127.0.0.6', precisions: ['15'] });
  });

  it('counts the failures of every route that checks the password together', async () => {
    const staff = await newStaff(firm);
    const credentials = { username: staff.form.email, password: WRONG };
    expect((await login(staff.form.email, WRONG)).status).toBe(401);
    expect((await call('account.setupTwoFactor', { body: credentials })).status).toBe(401);
    expect((await call('account.confirmTwoFactor', { body: { ...credentials, code: '123456' } })).status).toBe(401);
    expect((await call('account.disableTwoFactor', { body: { ...credentials, code: '123456' } })).status).toBe(401);
    const change = (currentPassword: string) =>
      call('account.changePassword', { token: staff.token, body: { currentPassword, newPassword: 'Other@2026' } });
    expect((await change(WRONG)).status).toBe(400);

    expect((await signIn(staff.form.email, staff.password)).status).toBe(429);
    expect((await change(staff.password)).status).toBe(429);
    expect((await call('account.setupTwoFactor', { body: { ...credentials, password: staff.password } })).status).toBe(429);

    const reasons = (await logOf(firm, 'SIGN_IN_FAILED', staff.form.email)).map((entry) => entry.precisions[0]);
    expect(reasons.filter((reason) => reason !== 'locked').sort()).toEqual([
      'credentials',
      'current_password',
      'two_factor_settings',
      'two_factor_settings',
      'two_factor_settings',
    ]);
    expect(reasons.filter((reason) => reason === 'locked')).toHaveLength(3);
  });

  it('forgets failures after a successful sign-in', async () => {
    const staff = await newStaff(firm);
    for (let i = 0; i < 4; i++) expect((await signIn(staff.form.email, WRONG)).status).toBe(401);
    expect((await signIn(staff.form.email, staff.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(staff.form.email, WRONG)).status).toBe(401);
    expect((await signIn(staff.form.email, staff.password)).status).toBe(200);
  });
});

describe('the owner', () => {
  it('gets one email in their language, however many tries follow, and at a further lock a longer wait', async () => {
    const staff = await newStaff(firm);
    const profile = await call('account.updateProfile', {
      token: staff.token,
      body: { nom: staff.form.nom, prenom: staff.form.prenom, phone: staff.form.phone, language: 'ar' },
    });
    expect(profile.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(staff.form.email, WRONG)).status).toBe(401);
    const first = await signIn(staff.form.email, WRONG);
    expect(first.status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await signIn(staff.form.email, staff.password)).status).toBe(429);

    const [mail, ...more] = await lockEmails(staff.form.email);
    expect(more).toHaveLength(0);
    expect(mail!.body.html).toContain('lang="ar" dir="rtl"');

    // The first lock is over: five more failures lock it again, for longer; no second email the same day.
    await updateItem(failuresKey(staff.form.email), { lockedUntil: Math.floor(Date.now() / 1000) - 1 });
    for (let i = 0; i < 5; i++) expect((await signIn(staff.form.email, WRONG)).status).toBe(401);
    const second = await signIn(staff.form.email, staff.password);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBeGreaterThan(first.retryAfter!);
    expect(second.retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(await lockEmails(staff.form.email)).toHaveLength(1);
    expect((await logOf(firm, 'ACCOUNT_LOCKED', staff.form.email)).map((entry) => entry.precisions)).toEqual([['30'], ['15']]);
  });

  it('can still reset the password by the emailed link, which lifts the lock', async () => {
    const staff = await newStaff(firm);
    for (let i = 0; i < 5; i++) expect((await signIn(staff.form.email, WRONG)).status).toBe(401);
    expect((await signIn(staff.form.email, staff.password)).status).toBe(429);

    const before = (await emailsTo(staff.form.email)).length;
    expect((await call('account.requestPasswordReset', { body: { email: staff.form.email } })).status).toBe(200);
    const { token } = await nextLink(staff.form.email, before, 'reset-password');
    expect((await call('account.resetPassword', { body: { token, newPassword: 'Renewed@2026' } })).status).toBe(200);
    expect((await signIn(staff.form.email, 'Renewed@2026')).status).toBe(200);
  });
});

describe('no telling accounts apart', () => {
  it('answers an unknown address exactly like a wrong password, and locks it alike', async () => {
    const staff = await newStaff(firm);
    const unknown = uniqueEmail('nobody');
    const known = await signIn(staff.form.email, WRONG);
    const nobody = await signIn(unknown, WRONG);
    expect(nobody).toEqual(known);
    expect(known.status).toBe(401);
    for (let i = 0; i < 4; i++) {
      await signIn(staff.form.email, WRONG);
      await signIn(unknown, WRONG);
    }
    const knownLocked = await signIn(staff.form.email, WRONG);
    const nobodyLocked = await signIn(unknown, WRONG);
    expect(knownLocked.status).toBe(429);
    expect(nobodyLocked.body).toEqual(knownLocked.body);
    expect(Math.abs(nobodyLocked.retryAfter! - knownLocked.retryAfter!)).toBeLessThanOrEqual(2);
  });

  it('answers a deactivated account exactly like a wrong password', async () => {
    const staff = await newStaff(firm);
    const wrong = await signIn(staff.form.email, WRONG);
    const updated = await call('users.update', {
      token: firm.admin,
      params: { idUtilisateur: staff.id },
      body: { ...staff.form, actif: false },
    });
    expect(updated.status).toBe(200);
    const deactivated = await signIn(staff.form.email, staff.password);
    expect(deactivated).toEqual(wrong);
    expect(deactivated.body).toEqual({ statusCode: 401, error: 'unauthorized', message: MESSAGES.credentials_invalid.fr });
  });
});
