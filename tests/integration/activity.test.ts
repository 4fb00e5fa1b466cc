import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { dossierBody, person } from './dossiers-support';
import { call, login, newFirm, newStaff, staffForm, type Firm } from './identity-helpers';

/**
 * The firm's activity log (/admin) against the local stack: each kind of event is recorded by the
 * route that causes it (with the person, the time and the source address), only the firm's ADMIN
 * reads it, filtered by person, kind and days, 20 a page.
 */

type Entry = {
  id: string;
  date: string;
  type: string;
  idUtilisateur: string | null;
  utilisateur: string | null;
  role: string | null;
  ip: string | null;
  objet: string | null;
  precisions: string[];
};
type Page = { items: Entry[]; cursor: string | null };

let firm: Firm;
let other: Firm;

beforeAll(async () => {
  [firm, other] = await Promise.all([newFirm(), newFirm()]);
});

const read = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await call('activity.list', { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Page;
};
const entries = async (query: Record<string, string | number> = {}) => (await read(firm.admin, { limit: 50, ...query })).items;
/** The newest entry of a kind about `objet` (or any), as the admin reads it. */
const latest = async (type: string, objet?: string) =>
  (await entries({ type })).find((entry) => objet === undefined || entry.objet === objet);

/** Today on Casablanca's clocks (the log's days are the firm's). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());

describe('who reads it', () => {
  it('refuses a USER of the firm (403) and shows an ADMIN only their own firm', async () => {
    const staff = await newStaff(firm);
    const refused = await call('activity.list', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(firm.adminEmail);
    expect((await call('activity.list', {})).status).toBe(401);
    // The other firm's admin sees their own sign-in, nothing of this firm.
    const theirs = await read(other.admin, { limit: 50 });
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((entry) => entry.idUtilisateur !== firm.adminId && entry.idUtilisateur !== staff.id)).toBe(true);
  });
});

describe('what it records', () => {
  it('a sign-in: the person, their role, the time and the address', async () => {
    const before = Date.now();
    const session = await login(firm.adminEmail, firm.adminPassword);
    expect(session.status).toBe(200);
    const entry = (await entries({ type: 'SIGN_IN', idUtilisateur: firm.adminId }))[0];
    expect(entry).toMatchObject({
      type: 'SIGN_IN',
      idUtilisateur: firm.adminId,
      utilisateur: 'Youssef Benali',
      role: 'ADMIN',
      ip: '127.0.0.1',
    });
    expect(Date.parse(entry!.date)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a failed sign-in against the firm of the address, the caller learning nothing; an unknown address adds nothing', async () => {
    const wrong = await login(firm.adminEmail, 'Wrong@2026x');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong@2026x');
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
    expect(await latest('SIGN_IN_FAILED', firm.adminEmail)).toMatchObject({
      idUtilisateur: firm.adminId,
      utilisateur: 'Youssef Benali',
      ip: '127.0.0.1',
      precisions: ['credentials'],
    });
    expect((await entries({ type: 'SIGN_IN_FAILED' })).every((entry) => entry.objet === firm.adminEmail)).toBe(true);
  });

  it('users invited, changed (what changed) and removed, each signed by the admin; a deactivated sign-in fails as such', async () => {
    const staff = await newStaff(firm, { prenom: 'Khadija', nom: 'Amrani' });
    const subject = `Khadija Amrani <${staff.form.email}>`;
    expect(await latest('USER_INVITED', subject)).toMatchObject({ idUtilisateur: firm.adminId, precisions: ['USER'], ip: '127.0.0.1' });

    const changed = await call('users.update', {
      token: firm.admin,
      params: { idUtilisateur: staff.id },
      body: { ...staff.form, idRolUtilisateur: 'ADMIN', actif: false },
    });
    expect(changed.status).toBe(200);
    expect(await latest('USER_CHANGED', subject)).toMatchObject({ idUtilisateur: firm.adminId, precisions: ['role_ADMIN', 'deactivated'] });

    expect((await login(staff.form.email, staff.password)).status).toBe(401);
    expect(await latest('SIGN_IN_FAILED', staff.form.email)).toMatchObject({ idUtilisateur: staff.id, precisions: ['disabled'] });

    expect((await call('users.delete', { token: firm.admin, params: { idUtilisateur: staff.id } })).status).toBe(200);
    expect(await latest('USER_REMOVED', subject)).toMatchObject({ idUtilisateur: firm.adminId, utilisateur: 'Youssef Benali' });
  });

  it('an invitation refused for an address used elsewhere, from the Users screen and from a dossier', async () => {
    const taken = await call('users.create', { token: firm.admin, body: staffForm({ email: other.adminEmail }) });
    expect(taken.status).toBe(409);
    expect(await latest('INVITATION_REFUSED', other.adminEmail)).toMatchObject({
      idUtilisateur: firm.adminId,
      precisions: ['email_in_use'],
    });
    // Nothing of it in the other firm's log.
    expect((await read(other.admin, { type: 'INVITATION_REFUSED' })).items).toEqual([]);

    const newDossier = async (email: string) =>
      expect((await call('dossiers.create', { token: firm.admin, body: dossierBody({ Client: [person({ email })] }) })).status).toBe(201);
    const clientEmail = uniqueEmail('client');
    await newDossier(clientEmail);
    expect((await entries({ type: 'USER_INVITED' })).find((entry) => entry.objet?.endsWith(`<${clientEmail}>`))).toMatchObject({
      idUtilisateur: firm.adminId,
      precisions: ['CLT'],
    });
    await newDossier(other.adminEmail);
    expect((await entries({ type: 'INVITATION_REFUSED' })).filter((entry) => entry.objet === other.adminEmail)).toHaveLength(2);
  });

  it('settings changes: a reference type created, updated and deleted, a closure day added and removed', async () => {
    const id = `T${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    expect((await call('management.createExpenseType', { token: firm.admin, body: { id, label: 'Huissier' } })).status).toBe(201);
    expect(
      (await call('management.updateExpenseType', { token: firm.admin, params: { id }, body: { label: 'Huissier de justice' } })).status,
    ).toBe(200);
    expect((await call('management.deleteExpenseType', { token: firm.admin, params: { id } })).status).toBe(200);
    const day = '2031-07-30';
    expect((await call('management.addClosureDay', { token: firm.admin, body: { date: day, motif: 'Fête du Trône' } })).status).toBe(201);
    expect((await call('management.deleteClosureDay', { token: firm.admin, params: { date: day } })).status).toBe(200);
    const changes = (await entries({ type: 'SETTINGS_CHANGED' })).map((entry) => [entry.objet, ...entry.precisions]);
    expect(changes.slice(0, 5)).toEqual([
      [day, 'closureDay', 'deleted'],
      [day, 'closureDay', 'created'],
      [id, 'expenseType', 'deleted'],
      [id, 'expenseType', 'updated'],
      [id, 'expenseType', 'created'],
    ]);
  });

  it('a refused change writes no entry (a closure day already there)', async () => {
    const day = '2031-08-14';
    expect((await call('management.addClosureDay', { token: firm.admin, body: { date: day, motif: 'Oued Eddahab' } })).status).toBe(201);
    expect((await call('management.addClosureDay', { token: firm.admin, body: { date: day, motif: 'Encore' } })).status).toBe(409);
    expect((await entries({ type: 'SETTINGS_CHANGED' })).filter((entry) => entry.objet === day)).toHaveLength(1);
  });
});

describe('filters and pages', () => {
  let small: Firm;
  let staffId: string;

  beforeAll(async () => {
    small = await newFirm();
    const staff = await newStaff(small);
    staffId = staff.id;
    // 22 failed sign-ins of the admin, one of the staff member.
    for (let i = 0; i < 22; i++) await login(small.adminEmail, `Wrong@2026${i}`);
    await login(staff.form.email, 'Wrong@2026x');
  });

  it('pages 20 entries newest first, the cursor reading on without repeating one', async () => {
    const first = await read(small.admin);
    expect(first.items).toHaveLength(20);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await read(small.admin, { cursor: first.cursor! });
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const dates = all.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Registration's sign-in, the invitation, the staff's sign-in, 23 failures (from the admin's
    // sixth on, refused as locked) and the admin's account locked once.
    expect(all.length).toBe(27);
    expect(second.cursor).toBeNull();
  });

  it('filters by person, by kind, by both, and by days', async () => {
    const failures = await read(small.admin, { type: 'SIGN_IN_FAILED', limit: 50 });
    expect(failures.items).toHaveLength(23);
    const staffs = await read(small.admin, { idUtilisateur: staffId, limit: 50 });
    expect(staffs.items.map((entry) => entry.type).sort()).toEqual(['SIGN_IN', 'SIGN_IN_FAILED']);
    const both = await read(small.admin, { idUtilisateur: small.adminId, type: 'SIGN_IN_FAILED', limit: 5 });
    expect(both.items).toHaveLength(5);
    expect(both.items.every((entry) => entry.type === 'SIGN_IN_FAILED' && entry.idUtilisateur === small.adminId)).toBe(true);
    const rest = await read(small.admin, { idUtilisateur: small.adminId, type: 'SIGN_IN_FAILED', limit: 50, cursor: both.cursor! });
    expect(rest.items).toHaveLength(17);

    expect((await read(small.admin, { dateDebut: today(), dateFin: today(), limit: 50 })).items).toHaveLength(27);
    expect((await read(small.admin, { dateFin: '2026-01-01' })).items).toEqual([]);
    expect((await read(small.admin, { dateDebut: '2099-01-01' })).items).toEqual([]);
  });

  it("refuses bad filters with 400 in the caller's language", async () => {
    const range = await call('activity.list', {
      token: small.admin,
      query: { dateDebut: '2026-05-02', dateFin: '2026-05-01' },
      language: 'en',
    });
    expect(range.status).toBe(400);
    expect(range.body.details).toEqual([expect.objectContaining({ field: 'dateFin', code: 'date_range_invalid' })]);
    const day = await call('activity.list', { token: small.admin, query: { dateDebut: '2026-02-30' } });
    expect(day.body.details).toEqual([expect.objectContaining({ field: 'dateDebut', code: 'date_invalid', message: 'Date invalide' })]);
    expect((await call('activity.list', { token: small.admin, query: { type: 'EVERYTHING' } })).status).toBe(400);
    expect((await call('activity.list', { token: small.admin, query: { cursor: 'T#x#ACTIVITY' } })).status).toBe(400);
  });
});
