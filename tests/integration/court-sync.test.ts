import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { alertRow, dayCount, hearingRow, urgentRow } from '@mizan/shared/schemas/dashboard';
import type { courtDeadline, courtSyncResult, courtSyncState } from '@mizan/shared/schemas/dossiers';
import { LRI, PDI, withoutIsolates } from '@mizan/shared/bidi';
import { dossierPk } from '../../functions/src/db/dossiers';
import { newId } from '../../functions/src/db/keys';
import { plusDays } from '../../functions/src/services/agenda';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api, request } from '../support/api';
import { uniqueEmail, type TestFirm } from '../support/accounts';
import { emailsTo } from '../support/mailbox';
import { getItem, partition, putItem } from '../support/table';
import { createDossier, getDossier, person, registerFirm, type ErrorBody } from './dossiers-support';
import { courtPortalControl } from '../support/court-portal';

type SyncResult = z.infer<typeof courtSyncResult>;
type CourtDeadline = z.infer<typeof courtDeadline>;
type AlertRow = z.infer<typeof alertRow>;
type Hearing = { date: string; type: string; content: string; nextHearing?: string };

const COURT = 'TPI-RABAT';
let seq = 0;
/** A court reference (number/code/year) no other test of the run uses. */
const newReference = () => `${(Date.now() % 100_000) * 10 + ++seq}/1201/2026`;
const setCase = (reference: string, hearings: Hearing[], extra: { decision?: string; status?: string } = {}) =>
  courtPortalControl('/_control/cases', { court: COURT, reference, hearings, ...extra });
const outage = (mode: 'down' | 'slow' | 'garbled' | 'up') => courtPortalControl('/_control/outage', { mode });

const today = () => casablancaToday(new Date());
const registration = (): Hearing => ({
  date: '2026-01-12',
  type: 'تسجيل الملف',
  content: 'تسجيل المقال الافتتاحي',
  nextHearing: '2026-02-02T09:00',
});
const hearingToday = (): Hearing => ({
  date: '2026-02-02T09:00',
  type: 'جلسة',
  content: 'إدراج الملف بالجلسة',
  nextHearing: `${today()}T23:00`,
});

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
});
beforeEach(() => outage('up'));

const sync = (id: string, language = 'fr') =>
  api<SyncResult & ErrorBody>('dossiers.syncCourt', { token: firm.token, params: { id }, headers: { 'accept-language': language } });
const syncOk = async (id: string) => {
  const res = await sync(id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const courtDeadlines = async (id: string) => {
  const res = await api<CourtDeadline[]>('dossiers.courtDeadlines', { token: firm.token, params: { id } });
  expect(res.status).toBe(200);
  return res.body;
};
const syncState = async (id: string) =>
  (await api<z.infer<typeof courtSyncState>>('dossiers.courtSyncState', { token: firm.token, params: { id } })).body;
const alertsOf = async (id: string) => {
  const res = await api<AlertRow[]>('dashboard.alerts', {
    token: firm.token,
    params: { userId: firm.userId },
    headers: { 'accept-language': 'fr' },
  });
  expect(res.status).toBe(200);
  return res.body.filter((a) => a.refCabinet?.id === id);
};
const courtHistory = async (id: string) =>
  (await getDossier(firm.token, id)).body.actions.filter((a) => a.idTypeAction.startsWith('TRIBUNAL_')).map((a) => a.idTypeAction);

/** A dossier with a court reference whose record the simulator holds, synced once (the import). */
const importedDossier = async (hearings: Hearing[] = [registration(), hearingToday()]) => {
  const reference = newReference();
  await setCase(reference, hearings);
  const dossier = await createDossier(firm, { idTribunal: COURT, refTribunal: reference });
  const first = await syncOk(dossier.id);
  expect(first.changements.map((c) => c.type)).toEqual(['IMPORT']);
  return { id: dossier.id, reference };
};

describe('Sync with the court portal', () => {
  it('imports the record once; the same record again changes nothing and alerts nobody', async () => {
    const { id } = await importedDossier();
    const deadlines = await courtDeadlines(id);
    expect(deadlines).toHaveLength(2);
    // Newest step first, the portal's wording, dates read in Casablanca with their offset.
    expect(deadlines[0]).toMatchObject({ typeEcheanceLabel: 'جلسة', contenu: 'إدراج الملف بالجلسة' });
    expect(deadlines[0]!.dateEcheance).toMatch(/^2026-02-02T09:00:00\+0[01]:00$/);
    expect(deadlines[0]!.dateProchaineAudience).toMatch(new RegExp(`^${today()}T23:00:00\\+0[01]:00$`));
    expect(deadlines[1]!.dateEcheance).toBe('2026-01-12');
    expect(await alertsOf(id)).toHaveLength(1);

    const again = await syncOk(id);
    expect(again.changements).toEqual([]);
    expect(again.echeances).toEqual(deadlines);
    expect(await alertsOf(id)).toHaveLength(1);
    expect(await courtHistory(id)).toEqual(['TRIBUNAL_IMPORT']);
    const state = await syncState(id);
    expect(state.echec).toBeNull();
    expect(state.dernierSucces).toBe(again.synchronisation.dernierSucces);
    // The dossier's detail carries the same state, so that its court section shows it at once.
    expect((await getDossier(firm.token, id)).body.synchronisation).toEqual(state);
  });

  it('a new hearing, a postponement and a decision are each written once, with one history entry and one alert', async () => {
    const { id, reference } = await importedDossier();
    const next: Hearing = {
      date: `${today()}T23:00`,
      type: 'جلسة',
      content: 'تأخير لجلسة لاحقة',
      nextHearing: `${plusDays(today(), 14)}T09:00`,
    };
    await setCase(reference, [registration(), hearingToday(), next]);
    expect((await syncOk(id)).changements.map((c) => c.type)).toEqual(['AUDIENCE']);
    expect((await syncOk(id)).changements).toEqual([]);

    const postponed = { ...next, nextHearing: `${plusDays(today(), 21)}T09:00` };
    await setCase(reference, [registration(), hearingToday(), postponed]);
    const report = await syncOk(id);
    expect(report.changements).toEqual([expect.objectContaining({ type: 'REPORT', libelle: 'Audience reportée' })]);
    expect(report.echeances[0]!.dateProchaineAudience).toContain(plusDays(today(), 21));

    await setCase(reference, [registration(), hearingToday(), postponed], { decision: 'حكم ابتدائي بالأداء' });
    expect((await syncOk(id)).changements.map((c) => c.type)).toEqual(['DECISION']);
    expect((await syncOk(id)).changements).toEqual([]);

    const alerts = await alertsOf(id);
    expect(alerts).toHaveLength(4);
    expect(alerts.map((a) => a.source)).toEqual(['court', 'court', 'court', 'court']);
    expect(alerts[0]!.label).toContain('Décision du tribunal');
    expect(await courtHistory(id)).toEqual(['TRIBUNAL_DECISION', 'TRIBUNAL_REPORT', 'TRIBUNAL_AUDIENCE', 'TRIBUNAL_IMPORT']);
  });

  it('the portal down, then back: nothing is lost and nothing partial is written; a garbled answer is told apart', async () => {
    const { id, reference } = await importedDossier();
    const before = await courtDeadlines(id);
    const { dernierSucces } = await syncState(id);
    await setCase(reference, [registration(), { ...hearingToday(), nextHearing: `${plusDays(today(), 7)}T09:00` }]);

    await outage('down');
    const down = await sync(id, 'en');
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('Court portal unreachable: nothing changed, try again later');
    expect(await courtDeadlines(id)).toEqual(before);
    expect(await syncState(id)).toMatchObject({ echec: 'unreachable', dernierSucces });
    expect(await alertsOf(id)).toHaveLength(1);

    await outage('garbled');
    const garbled = await sync(id, 'fr');
    expect(garbled.status).toBe(503);
    expect(garbled.body.message).toContain('changé de format');
    expect(await syncState(id)).toMatchObject({ echec: 'changed', dernierSucces });
    expect(await courtDeadlines(id)).toEqual(before);

    await outage('up');
    const back = await syncOk(id);
    expect(back.changements.map((c) => c.type)).toEqual(['REPORT']);
    expect(back.synchronisation.echec).toBeNull();
    expect(await alertsOf(id)).toHaveLength(2);
  });

  it('a slow portal counts as unreachable', async () => {
    const { id } = await importedDossier();
    await outage('slow');
    const slow = await sync(id);
    expect(slow.status).toBe(503);
    expect((await syncState(id)).echec).toBe('unreachable');
  }, 30_000);

  it('two syncs of one dossier at the same moment write the change once and raise one alert', async () => {
    const { id, reference } = await importedDossier();
    await setCase(reference, [registration(), { ...hearingToday(), nextHearing: `${plusDays(today(), 5)}T09:00` }]);
    const [a, b] = await Promise.all([syncOk(id), syncOk(id)]);
    expect([...a.changements, ...b.changements].map((c) => c.type)).toEqual(['REPORT']);
    expect(a.echeances).toEqual(b.echeances);
    expect(await alertsOf(id)).toHaveLength(2);
    expect(await courtHistory(id)).toEqual(['TRIBUNAL_REPORT', 'TRIBUNAL_IMPORT']);
  });

  it("tells the dossier's clients of a new hearing date, once", async () => {
    const email = uniqueEmail('client');
    const reference = newReference();
    await setCase(reference, [registration()]);
    const dossier = await createDossier(firm, { idTribunal: COURT, refTribunal: reference, Client: [person({ email })] });
    await syncOk(dossier.id);
    const hearingDay = plusDays(today(), 10);
    await setCase(reference, [registration(), { ...hearingToday(), nextHearing: `${hearingDay}T09:00` }]);
    expect((await syncOk(dossier.id)).changements.map((c) => c.type)).toEqual(['AUDIENCE']);
    await syncOk(dossier.id);
    const notices = (await emailsTo(email)).filter((mail) => mail.subject.includes(dossier.refCabinet));
    expect(notices).toHaveLength(1);
    // The date isolated, left to right, in the client's sentence.
    expect(notices[0]!.body.text).toContain(`${LRI}${hearingDay.split('-').reverse().join('/')} 09:00${PDI}`);
  });

  it("puts the court's next hearing in the lawyer's calendar feed, named by the references only", async () => {
    const { id, reference } = await importedDossier();
    const feedUrl = await api<{ url: string | null }>('calendar.regenerateFeedUrl', { token: firm.token });
    expect(feedUrl.status).toBe(200);
    const feed = await request<string>(new URL(feedUrl.body.url!).pathname);
    expect(feed.status).toBe(200);
    const event = feed.body.split('BEGIN:VEVENT').find((e) => e.includes(`UID:audience-${id}-`));
    expect(event).toContain(`DTSTART;TZID=Africa/Casablanca:${today().replace(/-/g, '')}T230000`);
    expect(event).toContain(reference);
    expect(feed.body).not.toContain('إدراج الملف بالجلسة');
  });

  it('a dossier without a court reference is refused, with the reason on the reference', async () => {
    const dossier = await createDossier(firm, { idTribunal: COURT });
    const res = await sync(dossier.id);
    expect(res.status).toBe(409);
    expect(res.body.details?.[0]).toMatchObject({ field: 'refTribunal', code: 'court_reference_missing' });
    expect(await courtDeadlines(dossier.id)).toEqual([]);
  });
});

describe('a court change is stored as data and worded by each reader (issue 29)', () => {
  type Action = { id: string; idTypeAction: string; valeur: string; evenement?: unknown };
  const history = async (id: string, language: string) => {
    const res = await api<{ items: Action[] }>('dossiers.actions', {
      token: firm.token,
      params: { id },
      headers: { 'accept-language': language },
    });
    expect(res.status).toBe(200);
    return res.body.items;
  };
  const notifications = async (id: string, language: string) => {
    const res = await api<AlertRow[]>('dashboard.alerts', {
      token: firm.token,
      params: { userId: firm.userId },
      headers: { 'accept-language': language },
    });
    expect(res.status).toBe(200);
    return res.body.filter((a) => a.refCabinet?.id === id);
  };
  /** A portal date as the worded texts write it, dd/MM/yyyy HH:mm. */
  const shown = (date: string) => `${date.slice(0, 10).split('-').reverse().join('/')} ${date.slice(11, 16)}`;

  it('stores a postponement as its step and its dates, no sentence; each reader reads it in their language, the old date first', async () => {
    const { id, reference } = await importedDossier();
    const later = `${plusDays(today(), 9)}T09:00`;
    await setCase(reference, [registration(), { ...hearingToday(), nextHearing: later }]);
    const event = { kind: 'REPORT', step: 'جلسة', before: `${today()}T23:00`, after: later };
    expect((await syncOk(id)).changements).toEqual([expect.objectContaining({ type: 'REPORT', evenement: event })]);

    const entries = (await partition(dossierPk(firm.structureId, id))).filter((item) => item.idTypeAction === 'TRIBUNAL_REPORT');
    expect(entries).toEqual([expect.objectContaining({ evenement: event, valeur: '' })]);
    const alerts = (await partition(`T#${firm.structureId}#U#${firm.userId}#ALERTS`)).filter(
      (item) => item.idDossier === id && item.code === 'history_TRIBUNAL_REPORT',
    );
    expect(alerts).toEqual([expect.objectContaining({ evenement: event, texte: '' })]);

    for (const [language, sentence] of [
      ['fr', `جلسة : ${shown(event.before)} → ${shown(later)}`],
      ['en', `جلسة: ${shown(event.before)} → ${shown(later)}`],
      ['ar', `جلسة: ${shown(event.before)} ← ${shown(later)}`],
    ] as const) {
      const [alert] = (await notifications(id, language)).filter((a) => a.evenement?.kind === 'REPORT');
      expect(alert).toMatchObject({ evenement: event, texte: '' });
      expect(withoutIsolates(alert!.label)).toBe(`${alert!.titre} — ${sentence}`);
      // Each value isolated: the dates between LRI and PDI, the portal's wording between FSI and PDI.
      expect(alert!.label).toContain(`${LRI}${shown(later)}${PDI}`);
      const [entry] = (await history(id, language)).filter((a) => a.idTypeAction === 'TRIBUNAL_REPORT');
      expect(entry).toMatchObject({ evenement: event });
      expect(withoutIsolates(entry!.valeur)).toBe(sentence);
    }
  });

  it('still reads entries and alerts written before as a sentence: the exact old shape as its event, any other text as it is', async () => {
    const { id } = await importedDossier();
    const written = new Date(Date.now() - 60_000);
    const entry = (valeur: string) => {
      const entryId = newId(written);
      return {
        pk: dossierPk(firm.structureId, id),
        sk: `ACTION#${entryId}`,
        type: 'DOSSIER_ACTION',
        id: entryId,
        idDossier: id,
        idTypeAction: 'TRIBUNAL_REPORT',
        valeur,
        dateAction: written.toISOString(),
        idUtilisateur: 'SYSTEM',
        auteur: 'Mizan',
      };
    };
    const oldSentence = 'جلسة: 11/12/2026 10:00 → 28/11/2026 10:00';
    const [shaped, other] = [entry(oldSentence), entry('Reportée sine die')];
    await putItem(shaped);
    await putItem(other);
    const alertId = newId(written);
    await putItem({
      pk: `T#${firm.structureId}#U#${firm.userId}#ALERTS`,
      sk: alertId,
      type: 'ALERT',
      id: alertId,
      idUtilisateur: firm.userId,
      source: 'court',
      code: 'history_TRIBUNAL_REPORT',
      texte: oldSentence,
      idDossier: id,
      refCabinet: 'OLD-REF',
      dateAlert: '2026-11-28T10:00:00+01:00',
      clients: [],
      lu: false,
      createdAt: written.toISOString(),
      key: `legacy:${alertId}`,
    });

    const moved = { kind: 'REPORT', step: 'جلسة', before: '2026-12-11T10:00', after: '2026-11-28T10:00' };
    const read = await history(id, 'fr');
    expect(read.find((a) => a.id === shaped.id)).toMatchObject({ evenement: moved });
    expect(withoutIsolates(read.find((a) => a.id === shaped.id)!.valeur)).toBe('جلسة : 11/12/2026 10:00 → 28/11/2026 10:00');
    expect(read.find((a) => a.id === other.id)).toMatchObject({ valeur: 'Reportée sine die' });
    expect(read.find((a) => a.id === other.id)).not.toHaveProperty('evenement');
    const [alert] = (await notifications(id, 'ar')).filter((a) => a.id === alertId);
    expect(alert).toMatchObject({ evenement: moved, titre: 'تأخير الجلسة' });
    expect(withoutIsolates(alert!.label)).toBe('تأخير الجلسة — جلسة: 11/12/2026 10:00 ← 28/11/2026 10:00');
    // Nothing was rewritten in the table.
    expect(await getItem({ pk: shaped.pk, sk: shaped.sk })).toMatchObject({ valeur: oldSentence });
  });
});

describe('The dashboard', () => {
  it("shows this week's court hearing, the urgent alerted deadline, the notification and the 14-day strip; notifications can be marked read", async () => {
    const { id } = await importedDossier();
    const deadline = await api('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: id, idtypeecheance: 'DOC', dateecheance: today(), alerte: true },
    });
    expect(deadline.status, JSON.stringify(deadline.body)).toBe(201);
    const params = { userId: firm.userId };

    const hearings = await api<z.infer<typeof hearingRow>[]>('dashboard.audiences', { token: firm.token, params });
    expect(hearings.status).toBe(200);
    expect(hearings.body.filter((h) => h.refCabinet.id === id)).toEqual([
      expect.objectContaining({ source: 'tribunal', libelle: 'جلسة', dateAudience: expect.stringContaining(`${today()}T23:00`) }),
    ]);

    const urgent = await api<z.infer<typeof urgentRow>[]>('dashboard.deadlines', { token: firm.token, params });
    expect(urgent.body.filter((d) => d.refCabinet.id === id)).toEqual([
      expect.objectContaining({ dateAudience: today(), enRetard: false }),
    ]);

    const days = await api<z.infer<typeof dayCount>[]>('dashboard.days', { token: firm.token, params });
    expect(days.body).toHaveLength(14);
    expect(days.body[0]).toMatchObject({ date: today() });
    expect(days.body[0]!.audiences).toBeGreaterThanOrEqual(1);
    expect(days.body[0]!.echeances).toBeGreaterThanOrEqual(1);

    const [alert] = await alertsOf(id);
    expect(alert).toMatchObject({ lu: false, source: 'court', refTribunal: { id } });
    const read = await api<{ lus: number }>('dashboard.readAlerts', { token: firm.token, body: { ids: [alert!.id] } });
    expect(read.body).toEqual({ lus: 1 });
    expect((await alertsOf(id))[0]!.lu).toBe(true);
  });

  it('the digest can be turned off and on again', async () => {
    const set = (actif: boolean) => api<{ actif: boolean }>('dashboard.setDigest', { token: firm.token, body: { actif } });
    expect((await api<{ actif: boolean }>('dashboard.digest', { token: firm.token })).body).toEqual({ actif: true });
    expect((await set(false)).body).toEqual({ actif: false });
    expect((await api<{ actif: boolean }>('dashboard.digest', { token: firm.token })).body).toEqual({ actif: false });
    await set(true);
    expect((await api<{ actif: boolean }>('dashboard.digest', { token: firm.token })).body).toEqual({ actif: true });
  });
});

describe('the local stack runs a scheduled job on demand', () => {
  it('POST /_control/jobs/court-sync syncs the open dossiers now; an unknown job is a 404 naming the jobs', async () => {
    const reference = newReference();
    await setCase(reference, [registration(), hearingToday()]);
    const dossier = await createDossier(firm, { idTribunal: COURT, refTribunal: reference });
    expect((await syncState(dossier.id)).dernierSucces).toBeNull();

    const ran = await request<{ job: string; done: boolean }>('/_control/jobs/court-sync', { method: 'POST' });
    expect(ran).toMatchObject({ status: 200, body: { job: 'court-sync', done: true } });
    // The planner has queued the dossier; a worker syncs it a moment later.
    await expect.poll(async () => (await syncState(dossier.id)).dernierSucces, { timeout: 30_000 }).not.toBeNull();
    // Both of the record's hearings, as a sync from the screen would import them.
    expect(await courtDeadlines(dossier.id)).toHaveLength(2);

    const unknown = await request<{ message: string }>('/_control/jobs/nope', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('court-sync');
  }, 60_000);
});
