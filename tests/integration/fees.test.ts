import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, registerFirm, type ErrorBody } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** Fee agreements and time entries (issue 30, first slice): against the real local stack. */
type Agreement = {
  horaire: { taux: { idUtilisateur: string; nom: string; tauxCentimes: number }[] } | null;
  forfait: { montantCentimes: number; echeances: { libelle: string; montantCentimes: number; dateEcheance: string }[] } | null;
  resultat: { pourcentageBasisPoints: number; plancherCentimes: number | null } | null;
  conditions: string | null;
  version: number;
};
type Entry = { id: string; minutes: number; facturable: boolean; version: number; modifiable: boolean; idUtilisateur: string };
type Entries = {
  items: Entry[];
  cursor: string | null;
  nombre: number;
  minutes: number;
  minutesFacturables: number;
  valeurCentimes: number;
  minutesSansTaux: number;
};
type Week = {
  debut: string;
  fin: string;
  minutes: number;
  jours: { date: string; minutes: number }[];
  items: (Entry & { dossier: string })[];
};
type Action = { idTypeAction: string; changes?: { field: string; before: unknown; after: unknown }[] };
type Staff = { id: string; token: string };

const fr = { 'accept-language': 'fr' };
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let colleague: Staff;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  const admin = asFirm(firm);
  [lawyer, colleague] = await Promise.all([newStaff(admin), newStaff(admin)]);
});

const getAgreement = (token: string, id: string) => api<Agreement & ErrorBody>('fees.agreement', { token, headers: fr, params: { id } });
const saveAgreement = (token: string, id: string, body: Record<string, unknown>) =>
  api<Agreement & ErrorBody>('fees.saveAgreement', { token, headers: fr, params: { id }, body });
const addEntry = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api<Entry & ErrorBody>('fees.addTimeEntry', { token, headers: { ...fr, ...headers }, body });
const entries = (token: string, id: string, query: Record<string, string | number> = { limit: 50 }) =>
  api<Entries & ErrorBody>('fees.timeEntries', { token, headers: fr, params: { id }, query });

describe('fee agreement', () => {
  it('is saved at the version read, refuses a stale save with 409, records each changed part as data, and shows a client no rate', async () => {
    const { dossier, token: clientToken } = await clientWithAccount(firm);
    expect((await getAgreement(firm.token, dossier.id)).body).toMatchObject({ version: 0, horaire: null, forfait: null, resultat: null });

    const mix = {
      horaire: { taux: [{ idUtilisateur: lawyer.id, taux: '600' }] },
      forfait: {
        montant: '10000,50',
        echeances: [
          { libelle: 'Signature', montant: 5000, dateEcheance: '2026-12-01' },
          { libelle: 'Jugement', montant: '5000.50', dateEcheance: '2027-03-01' },
        ],
      },
      resultat: { pourcentage: 12.5, plancher: 2000 },
      version: 0,
    };
    const first = await saveAgreement(lawyer.token, dossier.id, mix);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      version: 1,
      horaire: { taux: [{ idUtilisateur: lawyer.id, tauxCentimes: 60000 }] },
      forfait: { montantCentimes: 1000050, echeances: [{ montantCentimes: 500000 }, { montantCentimes: 500050 }] },
      resultat: { pourcentageBasisPoints: 1250, plancherCentimes: 200000 },
    });

    // a second save from the same read loses, and nothing of it is written
    const stale = await saveAgreement(colleague.token, dossier.id, { forfait: { montant: 1 }, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'agreement_changed', details: [expect.objectContaining({ field: 'version' })] });
    expect((await getAgreement(firm.token, dossier.id)).body.forfait?.montantCentimes).toBe(1000050);

    const second = await saveAgreement(colleague.token, dossier.id, { ...mix, resultat: undefined, version: 1 });
    expect(second.body).toMatchObject({ version: 2, resultat: null });
    const history = await api<{ items: Action[] }>('dossiers.actions', {
      token: firm.token,
      params: { id: dossier.id },
      query: { limit: 50 },
    });
    const changes = history.body.items.filter((a) => a.idTypeAction === 'CONVENTION_HONORAIRES').map((a) => a.changes);
    expect(changes).toContainEqual([
      { field: 'convention.resultat', before: { basisPoints: 1250, plancherCentimes: 200000 }, after: null },
    ]);

    // the client reads the agreement on their dossier, without any rate
    const seen = await getAgreement(clientToken, dossier.id);
    expect(seen.status).toBe(200);
    expect(seen.body.horaire).toEqual({ taux: [] });
    expect(seen.body.forfait?.montantCentimes).toBe(1000050);
    expect(JSON.stringify(seen.body)).not.toContain('60000');
    expect((await saveAgreement(clientToken, dossier.id, { forfait: { montant: 1 }, version: 2 })).status).toBe(403);
    // another firm finds nothing
    expect((await getAgreement(other.token, dossier.id)).status).toBe(404);
    expect((await saveAgreement(other.token, dossier.id, { forfait: { montant: 1 }, version: 2 })).status).toBe(404);
  });

  it('refuses a bad agreement on the field, in the reader’s language, writing nothing', async () => {
    const dossier = await createDossier(firm);
    const none = await saveAgreement(firm.token, dossier.id, { version: 0 });
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([expect.objectContaining({ field: 'horaire', code: 'fee_kind_required' })]);
    const instalments = await saveAgreement(firm.token, dossier.id, {
      forfait: { montant: 100, echeances: [{ libelle: 'Un', montant: 60, dateEcheance: '2026-12-01' }] },
      version: 0,
    });
    expect(instalments.body.details).toEqual([expect.objectContaining({ field: 'forfait.echeances', code: 'instalments_total' })]);
    const percent = await saveAgreement(firm.token, dossier.id, { resultat: { pourcentage: 100.5 }, version: 0 });
    expect(percent.body.details).toEqual([expect.objectContaining({ field: 'resultat.pourcentage', code: 'percentage_invalid' })]);
    const stranger = await saveAgreement(firm.token, dossier.id, {
      horaire: { taux: [{ idUtilisateur: other.userId, taux: 500 }] },
      version: 0,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details).toEqual([
      expect.objectContaining({ field: 'horaire.taux.0.idUtilisateur', code: 'rate_person_invalid' }),
    ]);
    expect((await getAgreement(firm.token, dossier.id)).body.version).toBe(0);
  });
});

describe('time entries', () => {
  it('records, edits and deletes time with exact totals valued at the agreement’s rates; only its person or an admin changes it', async () => {
    const dossier = await createDossier(firm);
    await saveAgreement(firm.token, dossier.id, { horaire: { taux: [{ idUtilisateur: lawyer.id, taux: '750.00' }] }, version: 0 });
    const a = (await addEntry(lawyer.token, { idDossier: dossier.id, date: '2026-11-02', minutes: 50, description: 'Conclusions' })).body;
    const b = (
      await addEntry(lawyer.token, { idDossier: dossier.id, date: '2026-11-03', minutes: 30, description: 'Appel', facturable: false })
    ).body;
    const c = await addEntry(colleague.token, { idDossier: dossier.id, date: '2026-11-01', minutes: 20, description: 'Recherche' });
    expect(c.status).toBe(201);

    let list = (await entries(firm.token, dossier.id)).body;
    expect(list.items.map((e) => e.id)).toEqual([b.id, a.id, c.body.id]);
    // 50 min at 750.00 = 625.00; the colleague's 20 min have no rate
    expect(list).toMatchObject({ nombre: 3, minutes: 100, minutesFacturables: 70, valeurCentimes: 62500, minutesSansTaux: 20 });

    expect(
      (
        await api('fees.updateTimeEntry', {
          token: colleague.token,
          headers: fr,
          params: { id: a.id },
          body: { date: '2026-11-02', minutes: 60, description: 'x', version: 1 },
        })
      ).status,
    ).toBe(403);
    const edited = await api<Entry & ErrorBody>('fees.updateTimeEntry', {
      token: lawyer.token,
      headers: fr,
      params: { id: a.id },
      body: { date: '2026-11-02', minutes: 61, description: 'Conclusions en réplique', version: 1 },
    });
    expect(edited.body).toMatchObject({ minutes: 61, version: 2 });
    const stale = await api<ErrorBody>('fees.updateTimeEntry', {
      token: firm.token,
      headers: fr,
      params: { id: a.id },
      body: { date: '2026-11-02', minutes: 5, description: 'x', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'time_entry_changed' });
    // 61 min at 750.00 = 762.50
    expect((await entries(firm.token, dossier.id)).body).toMatchObject({ minutes: 111, minutesFacturables: 81, valeurCentimes: 76250 });

    expect((await api('fees.deleteTimeEntry', { token: firm.token, params: { id: b.id } })).status).toBe(200);
    list = (await entries(firm.token, dossier.id)).body;
    expect(list).toMatchObject({ nombre: 2, minutes: 81, minutesFacturables: 81 });
    // pages: one at a time, newest day first
    const page = (await entries(firm.token, dossier.id, { limit: 1 })).body;
    expect(page.items.map((e) => e.id)).toEqual([a.id]);
    expect((await entries(firm.token, dossier.id, { limit: 1, cursor: page.cursor! })).body.items.map((e) => e.id)).toEqual([c.body.id]);
  });

  it('refuses bad input on the field and a deadline of another dossier, writing nothing', async () => {
    const dossier = await createDossier(firm);
    const bad = await addEntry(firm.token, { idDossier: dossier.id, date: '2026-02-30', minutes: 0, description: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.field).sort()).toEqual(['date', 'description', 'minutes']);
    const assistant = await addEntry(lawyer.token, {
      idDossier: dossier.id,
      date: '2026-11-02',
      minutes: 5,
      description: 'x',
      idUtilisateur: colleague.id,
    });
    expect(assistant.body.details).toEqual([expect.objectContaining({ field: 'idUtilisateur', code: 'time_entry_person_invalid' })]);
    const elsewhere = await createDossier(firm);
    const deadline = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: elsewhere.id, idtypeecheance: 'DOC', dateecheance: '2026-12-03', contenu: 'Pièces' },
    });
    const linked = (idEcheance: string) =>
      addEntry(firm.token, { idDossier: dossier.id, date: '2026-11-02', minutes: 5, description: 'x', idEcheance });
    expect((await linked(deadline.body.idEcheanceDossier)).body.details).toEqual([
      expect.objectContaining({ field: 'idEcheance', code: 'time_entry_deadline_invalid' }),
    ]);
    // the same deadline links time of its own dossier
    const own = await addEntry(firm.token, {
      idDossier: elsewhere.id,
      date: '2026-11-02',
      minutes: 5,
      description: 'x',
      idEcheance: deadline.body.idEcheanceDossier,
    });
    expect(own.status).toBe(201);
    expect((await entries(firm.token, dossier.id)).body.nombre).toBe(0);
  });

  it('writes a retried creation once (Idempotency-Key)', async () => {
    const dossier = await createDossier(firm);
    const body = { idDossier: dossier.id, date: '2026-11-04', minutes: 15, description: 'Appel du client' };
    const headers = { 'idempotency-key': `temps-${Date.now()}` };
    const [first, second] = await Promise.all([addEntry(lawyer.token, body, headers), addEntry(lawyer.token, body, headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect((await entries(firm.token, dossier.id)).body).toMatchObject({ nombre: 1, minutes: 15 });
  });

  it('never shows time entries to a client of the dossier, nor to another firm', async () => {
    const { dossier, token: clientToken } = await clientWithAccount(firm);
    const entry = (await addEntry(firm.token, { idDossier: dossier.id, date: '2026-11-02', minutes: 40, description: 'Interne' })).body;
    expect((await entries(clientToken, dossier.id)).status).toBe(403);
    expect((await addEntry(clientToken, { idDossier: dossier.id, date: '2026-11-02', minutes: 1, description: 'x' })).status).toBe(403);
    expect((await api('fees.deleteTimeEntry', { token: clientToken, params: { id: entry.id } })).status).toBe(403);
    expect((await api('fees.myWeek', { token: clientToken })).status).toBe(403);
    expect((await entries(other.token, dossier.id)).status).toBe(404);
    expect((await api('fees.deleteTimeEntry', { token: other.token, params: { id: entry.id } })).status).toBe(404);
    expect((await addEntry(other.token, { idDossier: dossier.id, date: '2026-11-02', minutes: 1, description: 'x' })).status).toBe(404);
    expect((await entries(firm.token, dossier.id)).body.nombre).toBe(1);
  });

  it('answers the caller’s own week, Monday to Sunday, per day', async () => {
    const [one, two] = await Promise.all([createDossier(firm), createDossier(firm)]);
    await addEntry(colleague.token, { idDossier: one.id, date: '2026-11-09', minutes: 30, description: 'Lundi' });
    await addEntry(colleague.token, { idDossier: two.id, date: '2026-11-15', minutes: 45, description: 'Dimanche', facturable: false });
    await addEntry(colleague.token, { idDossier: two.id, date: '2026-11-16', minutes: 10, description: 'Semaine suivante' });
    await addEntry(lawyer.token, { idDossier: one.id, date: '2026-11-10', minutes: 99, description: 'Un autre' });
    const week = await api<Week>('fees.myWeek', { token: colleague.token, query: { date: '2026-11-12' } });
    expect(week.body).toMatchObject({ debut: '2026-11-09', fin: '2026-11-15', minutes: 75, minutesFacturables: 30 });
    expect(week.body.jours.map((d) => d.minutes)).toEqual([30, 0, 0, 0, 0, 0, 45]);
    expect(week.body.items.map((e) => e.dossier)).toEqual([one.refCabinet, two.refCabinet]);
  });
});
