import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as z from 'zod';
import type { alertRow } from '@mizan/shared/schemas/dashboard';
import type { courtSyncState } from '@mizan/shared/schemas/dossiers';
import { addWorkingDays, casablancaToday } from '../../functions/src/services/working-days';
import { plusDays } from '../../functions/src/services/agenda';
import { clock } from '../../functions/src/adapters/clock';
import { startLocalQueue } from '../../infra/local/job-queue';
import { api } from '../support/api';
import { registrationBody, signIn, uniqueEmail, type TestFirm } from '../support/accounts';
import { emailsTo, linkIn, waitForEmail } from '../support/mailbox';
import { createDossier, registerFirm } from './dossiers-support';

/**
 * The scheduled jobs, run here as the scheduler runs them: the same handlers, in this process,
 * against the test stack's table, portal simulator and mailbox (the local queue feeds the worker).
 */
type Job = () => Promise<unknown>;
let courtSync: Job;
let alertsJob: Job;
let firm: TestFirm;

beforeAll(async () => {
  Object.assign(process.env, inject('env'));
  startLocalQueue();
  courtSync = (await import('../../functions/src/jobs/court-sync')).handler;
  alertsJob = (await import('../../functions/src/jobs/alerts')).handler;
  firm = await registerFirm();
});

const COURT = 'TPI-RABAT';
const today = () => casablancaToday(new Date());
let seq = 0;
const newReference = () => `${(Date.now() % 100_000) * 10 + 7 + ++seq * 3}/1301/2025`;
const setCase = async (reference: string, nextHearing = `${plusDays(today(), 3)}T09:00`) => {
  const response = await fetch(new URL('/_control/cases', inject('env').COURT_PORTAL_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      court: COURT,
      reference,
      hearings: [{ date: '2025-10-06', type: 'تسجيل الملف', content: 'تسجيل', nextHearing }],
    }),
  });
  expect(response.status).toBe(200);
};
const alertsOf = async (id: string, source: string) =>
  (await api<z.infer<typeof alertRow>[]>('dashboard.alerts', { token: firm.token, params: { userId: firm.userId } })).body.filter(
    (a) => a.refCabinet?.id === id && a.source === source,
  );
const syncState = async (id: string) =>
  (await api<z.infer<typeof courtSyncState>>('dossiers.courtSyncState', { token: firm.token, params: { id } })).body;

describe('the scheduled court sync', () => {
  it('syncs open dossiers with a court reference, twice without a duplicate, and leaves closed ones alone', async () => {
    const [open, closed] = [newReference(), newReference()];
    await Promise.all([setCase(open), setCase(closed)]);
    const a = await createDossier(firm, { idTribunal: COURT, refTribunal: open });
    const b = await createDossier(firm, { idTribunal: COURT, refTribunal: closed, idStatutDossier: 'CLO' });

    await courtSync();
    await courtSync();

    expect(await alertsOf(a.id, 'court')).toHaveLength(1);
    const court = await api<unknown[]>('dossiers.courtDeadlines', { token: firm.token, params: { id: a.id } });
    expect(court.body).toHaveLength(1);
    expect((await syncState(a.id)).dernierSucces).not.toBeNull();
    expect(await syncState(b.id)).toEqual({ dernierSucces: null, derniereTentative: null, echec: null });
  }, 120_000);
});

describe('the alerts job', () => {
  it('raises each deadline alert once and sends one digest per person per day, not to those who turned it off', async () => {
    const other = await registerFirm();
    const off = await api('dashboard.setDigest', { token: other.token, body: { actif: false } });
    expect(off.status).toBe(200);
    const dossier = await createDossier(firm);
    const added = await api('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance: plusDays(today(), 1), alerte: true },
    });
    expect(added.status).toBe(201);

    await alertsJob();
    await alertsJob();

    const deadlineAlerts = await alertsOf(dossier.id, 'deadline');
    expect(deadlineAlerts).toHaveLength(1);
    expect(deadlineAlerts[0]!.label).toMatch(/3 (jours ouvrés|working days)/);
    // the deadline as data, worded when read: its type's label and its date, each isolated
    const due = plusDays(today(), 1);
    expect(deadlineAlerts[0]).toMatchObject({ texte: '', echeance: { echeance: { idTypeEcheance: 'DOC', date: due }, suivantes: [] } });
    expect(deadlineAlerts[0]!.label).toMatch(
      / — \u2068(Envoi de documents|Document sending)\u2069 (du|on) \u2066\d{2}\/\d{2}\/\d{4}\u2069$/,
    );
    const digests = (await emailsTo(firm.email)).filter((mail) => mail.subject.startsWith('Mizan —'));
    expect(digests).toHaveLength(1);
    expect(`${digests[0]!.body.text}`).toContain(dossier.refCabinet);
    expect((await emailsTo(other.email)).filter((mail) => mail.subject.startsWith('Mizan —'))).toEqual([]);
  }, 120_000);

  it('sends the digest only to verified, active staff who set their password, each in their own language', async () => {
    const digestsTo = async (email: string) => (await emailsTo(email)).filter((mail) => /^(Mizan|ميزان) — /.test(mail.subject));
    // A registration whose address was never verified: an ADMIN record marked unverified.
    const unverified = registrationBody();
    expect((await api('account.register', { body: unverified, headers: { 'accept-language': 'en' } })).status).toBe(202);
    // A firm registered in Arabic, and three people its admin invites.
    const team = await registerFirm({}, 'ar');
    const invite = async (prenom: string, actif = true) => {
      const email = uniqueEmail('digest');
      const since = Date.now();
      const body = { idTypeUtilisateur: 'AVOCAT', idRolUtilisateur: 'USER', nom: 'Tazi', prenom, email, phone: '0612345678', actif };
      const created = await api('users.create', { token: team.token, body, headers: { 'accept-language': 'fr' } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return { email, since };
    };
    /** The invitee sets their first password on the page read in `language` (none: a request that names none), and signs in. */
    const accept = async ({ email, since }: { email: string; since: number }, language?: string) => {
      const mail = await waitForEmail(email, { since, match: (sent) => linkIn(sent, 'first-connection') !== undefined });
      const id = new URL(linkIn(mail, 'first-connection') ?? '').searchParams.get('id') ?? '';
      const headers = language ? { 'accept-language': language } : undefined;
      const set = await api('account.setFirstPassword', { body: { id, password: 'Staff@2026' }, headers });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      return signIn(email, 'Staff@2026');
    };
    const neverAccepted = await invite('Jamal');
    const english = await invite('Leila');
    await accept(english, 'en');
    const chose = await invite('Karim');
    const session = await accept(chose, 'en');
    // Their profile's language, chosen afterwards, wins over the one they first read the app in.
    const profile = await api('account.updateProfile', {
      token: session.token,
      body: { nom: 'Tazi', prenom: 'Karim', phone: '+212 6 11 22 33 44', language: 'ar' },
    });
    expect(profile.status).toBe(200);
    // Who never named a language gets the firm's (its registering admin's), not French.
    const unnamed = await invite('Nabil');
    await accept(unnamed);

    await alertsJob();

    expect(await digestsTo(unverified.email)).toEqual([]);
    expect(await digestsTo(neverAccepted.email)).toEqual([]);
    expect((await digestsTo(team.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^ميزان — يومك /)]);
    expect((await digestsTo(english.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Mizan — your day, /)]);
    expect((await digestsTo(chose.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^ميزان — يومك /)]);
    expect((await digestsTo(unnamed.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^ميزان — يومك /)]);
  }, 120_000);

  it("links the next working day's hearing list in the digest of those in court that day, not in the others'", async () => {
    const [inCourt, free] = [await registerFirm({}, 'fr'), await registerFirm({}, 'fr')];
    const nextWorkingDay = addWorkingDays(today(), 1);
    const reference = newReference();
    await setCase(reference, `${nextWorkingDay}T09:00`);
    const dossier = await createDossier(inCourt, { idTribunal: COURT, refTribunal: reference });
    expect((await api('dossiers.syncCourt', { token: inCourt.token, params: { id: dossier.id } })).status).toBe(200);

    await alertsJob();

    const digestOf = async (email: string) => (await emailsTo(email)).find((mail) => mail.subject.startsWith('Mizan —'));
    const digest = await digestOf(inCourt.email);
    const link = `/Hearings?date=${nextWorkingDay}`;
    expect(`${digest?.body.text}`).toMatch(new RegExp(`Rôle d’audience du .+ : http\\S+${link.replace(/[?]/g, '\\?')}`));
    expect(`${digest?.body.html}`).toContain(`${link}">Rôle d’audience du `);
    expect(`${(await digestOf(free.email))?.body.text}`).not.toContain('/Hearings');
  }, 120_000);

  it('raises an overdue alert once for a deadline already past, and once more when a deadline due soon passes', async () => {
    const dossier = await createDossier(firm);
    const addDeadline = async (dateecheance: string) => {
      const added = await api('dossiers.addDeadline', {
        token: firm.token,
        body: { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance, alerte: true },
      });
      expect(added.status).toBe(201);
    };
    await addDeadline(plusDays(today(), -2));

    await alertsJob();
    await alertsJob();

    const overdue = await alertsOf(dossier.id, 'deadline');
    expect(overdue.map((a) => a.label)).toEqual([expect.stringMatching(/Échéance dépassée|Deadline overdue/)]);

    await addDeadline(plusDays(today(), 1));
    await alertsJob();
    expect((await alertsOf(dossier.id, 'deadline')).map((a) => a.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/3 (jours ouvrés|working days)/)]),
    );
    expect(await alertsOf(dossier.id, 'deadline')).toHaveLength(2);

    // three days on, the deadline that was due soon has passed: its overdue alert, once
    const realNow = clock.now;
    const later = new Date(Date.now() + 3 * 86_400_000);
    clock.now = () => later;
    try {
      await alertsJob();
      await alertsJob();
    } finally {
      clock.now = realNow;
    }
    const labels = (await alertsOf(dossier.id, 'deadline')).map((a) => a.label);
    expect(labels).toHaveLength(3);
    expect(labels.filter((label) => /Échéance dépassée|Deadline overdue/.test(label))).toHaveLength(2);
  }, 120_000);
});
