import { beforeAll, describe, expect, it } from 'vitest';
import type { Reports } from '@mizan/shared/schemas/reports';
import { plusDays } from '../../functions/src/services/agenda';
import { mondayOf } from '../../functions/src/services/report-figures';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api, request } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { billingFirms, type Staff } from './billing-support';
import { createDossier, type ErrorBody } from './dossiers-support';

/**
 * The reports (issue 33) against the real local stack: the test writes dossiers, deadlines,
 * hearings, expenses, an invoice and a payment, runs the reports job, and compares each figure of
 * GET /api/Rapports with its own recount of what it wrote.
 */
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let assistant: Staff;
const today = casablancaToday(new Date());
const month = (day: string) => day.slice(0, 7);
const year = today.slice(0, 4);

/** What the test wrote, per lawyer: the recount the figures must match. */
type Written = { id: string; lawyer: string; type: string; court: string; opened: string; closed?: string };
const dossiers: Written[] = [];
const deadlines: { lawyer: string; day: string; performed: boolean }[] = [];
const hearings: { lawyer: string; day: string }[] = [];
const expenses: { lawyer: string; type: string; day: string; centimes: number }[] = [];
let billed = { lawyer: '', centimes: 0 };
let collected = 0;

const report = (token: string, query: Record<string, string> = {}) =>
  api<Reports & ErrorBody>('reports.get', {
    token,
    query: { du: `${year}-01`, au: `${year}-12`, ...query },
    headers: { 'accept-language': 'fr' },
  });

const addDeadline = async (token: string, body: Record<string, unknown>) => {
  const res = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.idEcheanceDossier;
};

/** The recount of one lawyer's figures (all of them when `who` is absent). */
const recount = (who?: string) => {
  const mine = <T extends { lawyer: string }>(rows: T[]) => rows.filter((row) => !who || row.lawyer === who);
  const openOnes = mine(dossiers).filter((d) => !d.closed);
  const tally = (keys: string[]) =>
    Object.entries(keys.reduce<Record<string, number>>((counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {}))
      .map(([cle, nombre]) => ({ cle, nombre }))
      .sort((a, b) => b.nombre - a.nombre || a.cle.localeCompare(b.cle));
  const inMonth = (m: string) => ({
    nouveaux: mine(dossiers).filter((d) => month(d.opened) === m).length,
    clos: mine(dossiers).filter((d) => d.closed && month(d.closed) === m).length,
    echeancesATemps: mine(deadlines).filter((d) => d.performed && d.day >= today && month(d.day) === m).length,
    echeancesEnRetard: mine(deadlines).filter((d) => d.day < today && month(d.day) === m).length,
    depensesCentimes: mine(expenses)
      .filter((e) => month(e.day) === m)
      .reduce((sum, e) => sum + e.centimes, 0),
    factureCentimes: m === month(today) && (!who || who === billed.lawyer) ? billed.centimes : 0,
    encaisseCentimes: m === month(today) && (!who || who === billed.lawyer) ? collected : 0,
  });
  return {
    parStatut: tally(openOnes.map(() => 'ENC')),
    parType: tally(openOnes.map((d) => d.type)),
    parTribunal: tally(openOnes.map((d) => d.court)),
    parAvocat: tally(openOnes.map((d) => d.lawyer)),
    inMonth,
    weeks: tally(mine(hearings).map((h) => mondayOf(h.day)))
      .map(({ cle, nombre }) => ({ semaine: cle, nombre }))
      .sort((a, b) => a.semaine.localeCompare(b.semaine)),
  };
};

beforeAll(async () => {
  ({ firm, other, lawyer, assistant } = await billingFirms());
  const opened = [`${year}-01-15`, `${year}-02-10`, `${year}-02-20`, `${year}-03-05`];
  const plan = [
    { lawyer: firm.userId, type: 'CIV', court: 'TPI-RABAT', opened: opened[0]! },
    { lawyer: firm.userId, type: 'COM', court: 'CA-CASABLANCA', opened: opened[1]! },
    { lawyer: lawyer.id, type: 'CIV', court: 'TPI-RABAT', opened: opened[2]! },
    { lawyer: lawyer.id, type: 'CIV', court: 'CA-CASABLANCA', opened: opened[3]! },
  ];
  for (const row of plan) {
    const d = await createDossier(firm, {
      idTypeDossier: row.type,
      idTribunal: row.court,
      dateOuverture: row.opened,
      idUtilisateur: row.lawyer,
    });
    dossiers.push({ id: d.id, ...row });
  }
  // The second dossier is closed today.
  const closing = dossiers[1]!;
  const closed = await api('dossiers.update', {
    token: firm.token,
    body: {
      id: closing.id,
      idTypeDossier: closing.type,
      idTribunal: closing.court,
      refCabinet: (await api<{ refCabinet: string; version: number }>('dossiers.get', { token: firm.token, params: { id: closing.id } }))
        .body.refCabinet,
      dateOuverture: closing.opened,
      idStatutDossier: 'CLO',
    },
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  closing.closed = today;

  const [mine, theirs] = [dossiers[0]!, dossiers[2]!];
  // Deadlines: one performed before its day (on time), one performed after it (late), one open and past (late), one open and to come (not counted).
  const early = plusDays(today, 10);
  const lateDone = plusDays(today, -5);
  const lateOpen = plusDays(today, -3);
  const toCome = plusDays(today, 12);
  for (const [dossier, day, perform] of [
    [mine, early, true],
    [mine, lateDone, true],
    [theirs, lateOpen, false],
    [theirs, toCome, false],
  ] as const) {
    const id = await addDeadline(firm.token, {
      idDossier: dossier.id,
      idtypeecheance: 'DOC',
      dateecheance: day,
      idUtilisateur: dossier.lawyer,
    });
    if (perform) expect((await api('dossiers.performDeadline', { token: firm.token, query: { id } })).status).toBe(200);
    if (perform || day < today) deadlines.push({ lawyer: dossier.lawyer, day, performed: perform });
  }
  for (const [dossier, day] of [
    [mine, plusDays(today, 2)],
    [theirs, plusDays(today, 3)],
    [theirs, plusDays(today, 9)],
  ] as const) {
    await addDeadline(firm.token, {
      idDossier: dossier.id,
      idtypeecheance: 'AUD',
      dateecheance: `${day}T09:30`,
      idUtilisateur: dossier.lawyer,
    });
    hearings.push({ lawyer: dossier.lawyer, day });
  }
  for (const [dossier, type, day, montant] of [
    [mine, 'HON', `${year}-02-03`, 150],
    [mine, 'FDP', `${year}-02-04`, 20.5],
    [theirs, 'HON', `${year}-03-05`, 300],
  ] as const) {
    const res = await api('dossiers.addExpense', {
      token: firm.token,
      body: { idDossier: dossier.id, idTypeDepense: type, dateDepense: day, montant },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expenses.push({ lawyer: dossier.lawyer, type, day, centimes: Math.round(montant * 100) });
  }
  // An invoice of the lawyer's dossier, issued and partly paid today.
  const created = await api<{ id: string; version: number }>('billing.createInvoice', {
    token: firm.token,
    params: { id: theirs.id },
    body: {},
  });
  const edited = await api<{ id: string; version: number }>('billing.updateInvoice', {
    token: firm.token,
    params: { id: created.body.id },
    body: {
      lignes: [{ nature: 'HONORAIRES', libelle: 'Consultation', montant: '1000', tauxTva: 20 }],
      exonere: false,
      retenueTva: 0,
      version: created.body.version,
    },
  });
  const issued = await api<{ totaux: { ttcCentimes: number }; lignes: { id: string }[] }>('billing.issueInvoice', {
    token: firm.token,
    params: { id: edited.body.id },
    body: { version: edited.body.version },
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  billed = { lawyer: theirs.lawyer, centimes: issued.body.totaux.ttcCentimes };
  const paid = await api('billing.addPayment', {
    token: firm.token,
    params: { id: edited.body.id },
    body: { montant: '400', mode: 'VIREMENT', date: today },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  collected = 40_000;
  // A credit note of part of it, today: billed is net of it in its month.
  const credited = await api<{ avoirs: { totaux: { ttcCentimes: number } }[] }>('billing.createCreditNote', {
    token: firm.token,
    params: { id: edited.body.id },
    body: { motif: 'Remise accordée', lignes: [{ id: issued.body.lignes[0]!.id, montant: '250' }] },
  });
  expect(credited.status, JSON.stringify(credited.body)).toBe(201);
  expect(credited.body.avoirs[0]!.totaux.ttcCentimes).toBe(30_000);
  billed.centimes -= 30_000;

  const ran = await request<{ job: string; done: boolean }>('/_control/jobs/report-figures', { method: 'POST' });
  expect(ran).toMatchObject({ status: 200, body: { job: 'report-figures', done: true } });
}, 120_000);

const expectRecount = (body: Reports, who?: string) => {
  const expected = recount(who);
  expect(body.ouverts).toEqual({
    parStatut: expected.parStatut,
    parType: expected.parType,
    parTribunal: expected.parTribunal,
    parAvocat: expected.parAvocat,
  });
  expect(body.mois).toHaveLength(12);
  for (const row of body.mois) expect(row, row.mois).toEqual({ mois: row.mois, ...expected.inMonth(row.mois) });
  expect(body.audiencesParSemaine).toEqual(expected.weeks.filter((week) => week.semaine.startsWith(year)));
};

describe('GET /api/Rapports', () => {
  it("answers the firm's figures, as the job computed them, equal to a recount of what was written", async () => {
    const res = await report(firm.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Date.now() - Date.parse(res.body.calculeLe!)).toBeLessThan(120_000);
    expect(res.body).toMatchObject({ du: `${year}-01`, au: `${year}-12`, avocat: null });
    expectRecount(res.body);
    expect(res.body.depensesParType).toEqual(
      [...expenses]
        .sort((a, b) => month(a.day).localeCompare(month(b.day)) || a.type.localeCompare(b.type))
        .map((e) => ({ mois: month(e.day), idTypeDepense: e.type, centimes: e.centimes })),
    );
    expect(res.body.honorairesParAvocat).toEqual([{ idAvocat: lawyer.id, factureCentimes: billed.centimes, encaisseCentimes: collected }]);
  });

  it("an assistant sees the firm's figures; one lawyer's figures on asking (avocat)", async () => {
    const firmWide = await report(assistant.token);
    expect(firmWide.status).toBe(200);
    expectRecount(firmWide.body);
    const one = await report(assistant.token, { avocat: lawyer.id });
    expect(one.status).toBe(200);
    expect(one.body.avocat).toBe(lawyer.id);
    expectRecount(one.body, lawyer.id);
  });

  it("a lawyer sees their own dossiers' figures only: another lawyer's is a 403", async () => {
    const own = await report(lawyer.token);
    expect(own.status).toBe(200);
    expect(own.body.avocat).toBe(lawyer.id);
    expectRecount(own.body, lawyer.id);
    const theirs = await report(lawyer.token, { avocat: firm.userId });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('Un avocat ne voit que les rapports de ses propres dossiers');
  });

  it('a period cuts the months: the first month only, and a firm without figures yet answers zeros', async () => {
    const january = await report(firm.token, { du: `${year}-01`, au: `${year}-01` });
    expect(january.body.mois).toEqual([{ mois: `${year}-01`, ...recount().inMonth(`${year}-01`) }]);
    expect(january.body.audiencesParSemaine).toEqual([]);
    const fresh = await report(other.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.ouverts.parStatut).toEqual([]);
    expect(fresh.body.mois.every((row) => row.nouveaux === 0)).toBe(true);
  });

  it('refuses a malformed or reversed period with a message naming the field, in the caller’s language', async () => {
    const malformed = await report(firm.token, { du: `${year}-13` });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'du', message: 'Mois invalide (AAAA-MM)' })]),
    );
    const reversed = await report(firm.token, { du: `${year}-05`, au: `${year}-02` });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([expect.objectContaining({ field: 'du', message: 'Le premier mois est après le dernier' })]);
  });

  it("computes the firm's figures when its staff ask for them now, outside the request, once within minutes", async () => {
    const before = await report(other.token);
    const asked = await api<{ demandeLe: string }>('reports.refresh', { token: other.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const { demandeLe } = asked.body;
    expect(Math.abs(Date.now() - Date.parse(demandeLe))).toBeLessThan(60_000);
    // Asked but not computed yet: said so; then computed by the job, after the ask.
    const first = await report(other.token);
    expect(first.body.actualisationDemandee === demandeLe || first.body.calculeLe! >= demandeLe).toBe(true);
    await expect
      .poll(async () => (await report(other.token)).body, { timeout: 30_000, interval: 250 })
      .toMatchObject({ actualisationDemandee: null, calculeLe: expect.stringMatching(/^\d{4}-/) });
    const after = await report(other.token);
    expect(after.body.calculeLe! >= demandeLe).toBe(true);
    expect(after.body.calculeLe).not.toBe(before.body.calculeLe);
    // Asked again within minutes, by anyone of the firm: the first ask stands, nothing more is computed.
    const again = await api<{ demandeLe: string }>('reports.refresh', { token: other.token });
    expect([again.status, again.body.demandeLe]).toEqual([202, demandeLe]);
    expect((await report(other.token)).body).toMatchObject({ actualisationDemandee: null, calculeLe: after.body.calculeLe });
  });
});
