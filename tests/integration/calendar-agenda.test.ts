import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { agenda } from '@mizan/shared/schemas/calendar';
import { plusDays } from '../../functions/src/services/agenda';
import { casablancaToday, holidayOn } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { courtPortalControl } from '../support/court-portal';
import { clientWithAccount, createDossier, registerFirm, type ErrorBody } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** GET /api/Calendar/agenda: whose agenda each person may read, and what it holds. */
type Agenda = z.infer<typeof agenda>;
type Staff = Awaited<ReturnType<typeof newStaff>>;

const COURT = 'TPI-RABAT';
const today = () => casablancaToday(new Date());
const fr = { 'accept-language': 'fr' };
const read = (token: string, query: Record<string, string>) =>
  api<Agenda & ErrorBody>('calendar.agenda', {
    token,
    query: { dateDebut: today(), dateFin: plusDays(today(), 41), ...query },
    headers: fr,
  });

let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let colleague: Staff;
let assistant: Staff;
let client: Awaited<ReturnType<typeof clientWithAccount>>;
let dossierId: string;
let refTribunal: string;
let appointmentId: string;
let deadlineId: string;
const hearingDay = plusDays(today(), 5);
const closureDay = plusDays(today(), 9);

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  [lawyer, colleague, assistant] = await Promise.all([
    newStaff(asFirm(firm), { prenom: 'Salma' }),
    newStaff(asFirm(firm), { prenom: 'Karim' }),
    newStaff(asFirm(firm), { prenom: 'Khadija', idTypeUtilisateur: 'ASSISTANT' }),
  ]);
  client = await clientWithAccount(firm);
  // The lawyer's dossier, whose court record names a next hearing in the range.
  refTribunal = `${(Date.now() % 100_000) * 10 + 3}/1201/2026`;
  await courtPortalControl('/_control/cases', {
    court: COURT,
    reference: refTribunal,
    hearings: [{ date: '2026-01-12', type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: `${hearingDay}T09:30` }],
  });
  const dossier = await createDossier(firm, { idTribunal: COURT, refTribunal, idUtilisateur: lawyer.id });
  dossierId = dossier.id;
  expect((await api('dossiers.syncCourt', { token: firm.token, params: { id: dossierId } })).status).toBe(200);
  const deadline = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
    token: firm.token,
    body: { idDossier: dossierId, idtypeecheance: 'DOC', dateecheance: plusDays(today(), 3), alerte: true },
  });
  expect(deadline.status, JSON.stringify(deadline.body)).toBe(201);
  deadlineId = deadline.body.idEcheanceDossier;
  const appointment = await api<{ idRendezVous: string }>('calendar.createAppointment', {
    token: firm.token,
    body: {
      idUtilisateur: lawyer.id,
      date: plusDays(today(), 2),
      heureDebut: '10:00:00',
      heureFin: '10:30:00',
      commentaire: 'Point dossier',
    },
  });
  expect(appointment.status, JSON.stringify(appointment.body)).toBe(201);
  appointmentId = appointment.body.idRendezVous;
  expect((await api('management.addClosureDay', { token: firm.token, body: { date: closureDay, motif: 'Séminaire' } })).status).toBe(201);
  // The colleague's own appointment, for the firm's view.
  const own = await api('calendar.createAppointment', {
    token: colleague.token,
    body: { date: plusDays(today(), 4), heureDebut: '11:00:00', heureFin: '11:30:00', commentaire: 'Réunion' },
  });
  expect(own.status).toBe(201);
}, 120_000);

describe('the agenda', () => {
  it("gives an assistant a lawyer's appointments, court hearings and open deadlines, with the holidays and closure days", async () => {
    const res = await read(assistant.token, { userId: lawyer.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byKind = (kind: string) => res.body.events.filter((e) => e.kind === kind);
    expect(byKind('appointment')).toEqual([
      expect.objectContaining({ id: appointmentId, titre: 'Point dossier', statut: 'CNF', heureDebut: '10:00', idUtilisateur: lawyer.id }),
    ]);
    expect(byKind('hearing')).toEqual([
      expect.objectContaining({
        idDossier: dossierId,
        date: hearingDay,
        heureDebut: '09:30',
        titre: 'جلسة',
        refTribunal,
        tribunal: expect.stringMatching(/Rabat/),
        idUtilisateur: lawyer.id,
      }),
    ]);
    expect(byKind('deadline')).toEqual([
      expect.objectContaining({ id: deadlineId, idDossier: dossierId, titre: expect.any(String), enRetard: false, statut: null }),
    ]);
    // Every public holiday of the range, and the firm's closure day.
    const holidays = Array.from({ length: 42 }, (_, i) => plusDays(today(), i)).filter((date) => holidayOn(date));
    expect(res.body.days.filter((d) => d.nature === 'holiday').map((d) => d.date)).toEqual(holidays);
    expect(res.body.days).toContainEqual({ date: closureDay, nature: 'closure', libelle: 'Séminaire' });
    // The colleague's events are not the lawyer's.
    expect(res.body.events.every((e) => e.idUtilisateur === lawyer.id)).toBe(true);
  });

  it("lets a lawyer read their own and a colleague's agenda, not the whole firm's", async () => {
    const own = await read(lawyer.token, {});
    expect(own.status).toBe(200);
    expect(own.body.events.map((e) => e.kind).sort()).toEqual(['appointment', 'deadline', 'hearing']);
    expect((await read(lawyer.token, { userId: colleague.id })).status).toBe(200);
    const all = await read(lawyer.token, { all: 'true' });
    expect(all.status).toBe(403);
  });

  it("gives administrators and assistants the whole firm's agenda", async () => {
    for (const token of [firm.token, assistant.token]) {
      const res = await read(token, { all: 'true' });
      expect(res.status).toBe(200);
      const owners = new Set(res.body.events.map((e) => e.idUtilisateur));
      expect(owners).toEqual(new Set([lawyer.id, colleague.id]));
    }
  });

  it("never answers a client, another firm's staff, or a client's agenda", async () => {
    expect((await read(client.token, {})).status).toBe(403);
    expect((await read(other.token, { userId: lawyer.id })).status).toBe(404);
    expect((await read(firm.token, { userId: client.session.id })).status).toBe(404);
  });

  it('refuses a range of more than 42 days, or backwards, in the reader language', async () => {
    const long = await read(firm.token, { dateFin: plusDays(today(), 42) });
    expect(long.status).toBe(400);
    expect(long.body.details?.[0]).toMatchObject({ field: 'dateFin', message: expect.stringContaining('42 jours') });
    expect((await read(firm.token, { dateFin: plusDays(today(), -1) })).status).toBe(400);
    expect((await read(firm.token, { all: 'true', userId: lawyer.id })).status).toBe(400);
  });

  it("shows a cabinet hearing with its dossier's court and the courtroom its lawyer wrote, corrected alone", async () => {
    const dossier = await createDossier(firm, { idTribunal: COURT, idUtilisateur: colleague.id });
    const added = await api<{ idEcheanceDossier: string; salle: string | null }>('dossiers.addDeadline', {
      token: colleague.token,
      body: { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: `${plusDays(today(), 2)}T10:00`, salle: ' Salle 3 ' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.salle).toBe('Salle 3');
    const id = added.body.idEcheanceDossier;
    const event = async () => (await read(colleague.token, {})).body.events.find((e) => e.id === id);
    expect(await event()).toMatchObject({
      kind: 'deadline',
      heureDebut: '10:00',
      tribunal: expect.stringMatching(/Rabat/),
      salle: 'Salle 3',
    });

    // Only the courtroom changes: a correction of its own, in the history.
    const body = { idtypeecheance: 'AUD', dateecheance: `${plusDays(today(), 2)}T10:00`, salle: 'القاعة 2' };
    const corrected = await api<{ salle: string | null }>('dossiers.updateDeadline', { token: colleague.token, params: { id }, body });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.salle).toBe('القاعة 2');
    expect((await event())?.salle).toBe('القاعة 2');
    const history = await api<{ items: { changes?: { field: string; before: unknown; after: unknown }[] }[] }>('dossiers.actions', {
      token: colleague.token,
      params: { id: dossier.id },
    });
    expect(history.body.items[0]?.changes).toEqual([{ field: 'salle', before: 'Salle 3', after: 'القاعة 2' }]);

    // Too long a courtroom is refused, in the reader's language, and nothing changes.
    const long = await api<ErrorBody>('dossiers.updateDeadline', {
      token: colleague.token,
      params: { id },
      body: { ...body, salle: 'x'.repeat(41) },
      headers: fr,
    });
    expect(long.status).toBe(400);
    expect(long.body.details?.[0]).toMatchObject({ field: 'salle' });
    expect((await event())?.salle).toBe('القاعة 2');
  });

  it('gives a deadline that is not a hearing neither court nor courtroom', async () => {
    const res = await read(lawyer.token, {});
    expect(res.body.events.find((e) => e.id === deadlineId)).toMatchObject({ tribunal: null, salle: null });
  });

  it('draws a performed hearing deadline as performed, no longer open', async () => {
    const dossier = await createDossier(firm, { idUtilisateur: colleague.id });
    const added = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
      token: colleague.token,
      body: { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: plusDays(today(), 1), alerte: false },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.idEcheanceDossier;
    const deadline = async () => (await read(colleague.token, {})).body.events.find((e) => e.id === id);
    expect(await deadline()).toMatchObject({ kind: 'deadline', effectuee: false });
    const performed = await api('dossiers.performDeadline', { token: colleague.token, query: { id } });
    expect(performed.status, JSON.stringify(performed.body)).toBe(200);
    expect(await deadline()).toMatchObject({ kind: 'deadline', effectuee: true, enRetard: false, date: plusDays(today(), 1) });
  });
});
