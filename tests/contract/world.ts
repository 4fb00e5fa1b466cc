import type { Role } from '@mizan/shared/roles';
import type { RouteName } from '@mizan/shared/routes';
import { password } from '@mizan/shared/validation';
import { MAX_BOOKING_DAYS_AHEAD } from '@mizan/shared/schemas/calendar';
import { sampleDocx } from '../../infra/local/sample-files';
import { directUpload, importUpload, templateUpload, versionUpload } from '../../infra/local/upload';
import { holidayOn } from '../../functions/src/services/working-days';
import { acceptInvitation, registerFirm, uniqueEmail } from '../support/accounts';
import { api, type CallOptions } from '../support/api';
import { firmKey, updateItem, userKey } from '../support/table';
import { declared, unique, type Person as InputPerson } from './examples';

/**
 * The people and objects the harnesses call with, created the way the product creates them: a
 * registration makes the firm and its ADMIN; the ADMIN invites a lawyer (USER) and an assistant,
 * who accept through the invitation email; the ADMIN opens two dossiers D1 and D2, each with a
 * client who has an email, so each client is invited and accepts (CLT of D1, CLT of D2).
 * No screen grants the EDITOR role yet: the assistant's record is given it (the middleware reads
 * the role from the record).
 */

/** Every account's password is the schemas' example, so a change of password (to the example) keeps it. */
const PASSWORD = String(declared(password())?.examples?.[0]);

/** D1 is side 0, D2 side 1: what a client of one may not see of the other. */
export type Side = 0 | 1;
export type Person = InputPerson & { role: Role; token: string; structureId: string; side?: Side };
export type TypeKind = 'dossierType' | 'deadlineType' | 'expenseType';
export type World = {
  name: string;
  structureId: string;
  admin: Person;
  user: Person;
  editor: Person;
  clients: [Person, Person];
  dossiers: [Dossier, Dossier];
  /** A staff user the admin invited, who is nobody's caller: the `user` object. */
  member: Member;
  types: Record<TypeKind, string>;
  closureDay: string;
  /** A deadline type of the firm that proposes a DOC deadline 5 days after it is performed. */
  proposingType: string;
  /** An open cabinet deadline of each dossier, and a note of its admin. */
  deadlines: [string, string];
  notes: [string, string];
  /** An expense of each dossier, written by its admin. */
  expenses: [string, string];
  /** A time entry of each dossier, of its admin. */
  timeEntries: [string, string];
  /** An issued invoice of each dossier (its side's client reads it), billing an expense. */
  invoices: [string, string];
  /** A task of each dossier, made by its admin for themselves. */
  tasks: [string, string];
  /** A public (PB) document of each dossier, which its side's client may see. */
  documents: [string, string];
  /** A document template of the firm's library. */
  template: string;
  /** The admin (the dossiers' lawyer) is available 07:00–09:00 every day: a window of theirs, and a (confirmed) booking of each side's client. */
  availability: string;
  appointments: [string, string];
  /** A job of the firm's whole export, started by its admin once the rest is made. */
  exportJob: string;
  /** An import of dossiers, previewed, awaiting its run (its file's one row names no court: a run creates nothing). */
  importJob: string;
};
/** A dossier and its client's record (the side's client is a client of every dossier of the side). */
export type Dossier = { id: string; clientId: string };
export type Member = { id: string; email: string };

type Secret = { value: string; structureId: string; side?: Side };
const secrets: Secret[] = [];

/** Records the ids and references of an object: who may not see it (another firm, a client of the other side). */
const keep = (structureId: string, values: readonly (string | undefined)[], side?: Side) => {
  for (const value of values) if (value) secrets.push({ value, structureId, side });
};

/** What the person may not see: every object of another firm and, for a client, the other side's. */
export const forbiddenFor = (person: Person) =>
  secrets
    .filter((s) => s.structureId !== person.structureId || (person.side !== undefined && s.side !== undefined && s.side !== person.side))
    .map((s) => s.value);

const call = async <T>(name: RouteName, options: CallOptions, status: number): Promise<T> => {
  const answer = await api<T>(name, options);
  if (answer.status !== status) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

type UserAnswer = { idUtilisateur: string };
type DetailAnswer = {
  id: string;
  refCabinet: string;
  clients: { idClient: string; cin?: string }[];
  adversaires: { idClient: string; cin?: string }[];
};

const person = (
  role: Role,
  structureId: string,
  email: string,
  session: { id: string; token: string; refreshToken: string },
  side?: Side,
) => {
  keep(structureId, [session.id, email], side);
  return {
    role,
    userId: session.id,
    email,
    password: PASSWORD,
    token: session.token,
    refreshToken: session.refreshToken,
    structureId,
    side,
  };
};

const createStaff = async (admin: Person, type: 'AVOCAT' | 'ASSISTANT', prenom: string): Promise<Member> => {
  const email = uniqueEmail(prenom.toLowerCase());
  const body = { idTypeUtilisateur: type, idRolUtilisateur: 'USER', nom: 'Contrat', prenom, email, phone: '0612345678' };
  const created = await call<UserAnswer>('users.create', { token: admin.token, body }, 201);
  keep(admin.structureId, [created.idUtilisateur, email]);
  return { id: created.idUtilisateur, email };
};

/** A staff user the admin creates; invited, not yet connected. */
export const newMember = (admin: Person) => createStaff(admin, 'ASSISTANT', 'Membre');

/** A staff user the admin invites, who sets their password through the invitation email and signs in. */
export const invitedStaff = async (admin: Person, type: 'AVOCAT' | 'ASSISTANT', prenom: string) => {
  const since = Date.now();
  const { email } = await createStaff(admin, type, prenom);
  return person('USER', admin.structureId, email, await acceptInvitation(email, PASSWORD, since));
};

const newParty = (status: 'PLG' | 'ACS', over: Record<string, unknown> = {}) => ({
  idTypeClient: 'PP',
  idStatutClient: status,
  cin: unique('CIN'),
  nom: status === 'PLG' ? 'Client' : 'Adversaire',
  prenom: 'Contrat',
  ...over,
});

const openDossier = async (admin: Person, side: Side, client: Record<string, unknown>, lawyer = admin): Promise<DetailAnswer> => {
  const body = {
    idUtilisateur: lawyer.userId,
    idTypeDossier: 'CIV',
    idTribunal: 'TPI-RABAT',
    refCabinet: unique('REF'),
    // A reference the court-portal simulator answers, so that Sync succeeds for the callers who may.
    refTribunal: '1145/1201/2026',
    dateOuverture: '2026-03-02',
    Client: [client],
    adversaire: [newParty('ACS')],
  };
  const detail = await call<DetailAnswer>('dossiers.create', { token: admin.token, body }, 201);
  const parties = [...detail.clients, ...detail.adversaires];
  keep(admin.structureId, [detail.id, detail.refCabinet, ...parties.flatMap((p) => [p.idClient, p.cin])], side);
  return detail;
};

/** A new dossier of the side's client (a client sees it), with a new opposing party; its lawyer the admin unless said. */
export const newDossier = async (world: World, side: Side, lawyer = world.admin): Promise<Dossier> => {
  const clientId = world.dossiers[side].clientId;
  const detail = await openDossier(world.admin, side, { idClient: clientId, idTypeClient: 'PP', idStatutClient: 'PLG' }, lawyer);
  return { id: detail.id, clientId };
};

const TYPE_ROUTES: Record<TypeKind, RouteName> = {
  dossierType: 'management.createDossierTypeApi',
  deadlineType: 'management.createDeadlineType',
  expenseType: 'management.createExpenseType',
};
/** A type of the firm's own (built-in types exist in every firm). */
export const newType = async (admin: Person, kind: TypeKind, fields: Record<string, unknown> = {}) => {
  const created = await call<{ id: string }>(
    TYPE_ROUTES[kind],
    { token: admin.token, body: { id: unique('T'), label: 'Type du contrat', ...fields } },
    201,
  );
  keep(admin.structureId, [created.id]);
  return created.id;
};

/** An open cabinet deadline of a dossier of the admin's firm, on the dossier's side. */
export const newDeadline = async (admin: Person, dossier: Dossier, side: Side) => {
  const body = { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance: '2026-12-03', contenu: 'Contrat' };
  const created = await call<{ idEcheanceDossier: string }>('dossiers.addDeadline', { token: admin.token, body }, 201);
  keep(admin.structureId, [created.idEcheanceDossier], side);
  return created.idEcheanceDossier;
};

/** A performed deadline of the proposing type: its proposed next deadline waits to be kept or dropped. */
export const newProposingDeadline = async (world: World, side: Side) => {
  const dossier = world.dossiers[side];
  const body = { idDossier: dossier.id, idtypeecheance: world.proposingType, dateecheance: '2026-12-03' };
  const created = await call<{ idEcheanceDossier: string }>('dossiers.addDeadline', { token: world.admin.token, body }, 201);
  keep(world.structureId, [created.idEcheanceDossier], side);
  await call('dossiers.performDeadline', { token: world.admin.token, query: { id: created.idEcheanceDossier } }, 200);
  return created.idEcheanceDossier;
};

/** A deadline the performer (staff of the dossier's firm) has just performed: only they may undo it, for 24 hours. */
export const newPerformedDeadline = async (performer: Person, dossier: Dossier, side: Side) => {
  const id = await newDeadline(performer, dossier, side);
  await call('dossiers.performDeadline', { token: performer.token, query: { id } }, 200);
  return id;
};

/** A note the author (staff of the dossier's firm) writes in it: only its author may change it. */
export const newNote = async (author: Person, dossier: Dossier, side: Side) => {
  const body = { idDossier: dossier.id, idTypeAction: 'ANT', valeur: 'Note du contrat' };
  const created = await call<{ id: string }>('dossiers.addAction', { token: author.token, body }, 201);
  keep(author.structureId, [created.id], side);
  return created.id;
};

/** An expense the author (staff of the dossier's firm) adds to it: only its author or an administrator may change it. */
export const newExpense = async (author: Person, dossier: Dossier, side: Side) => {
  const body = { idDossier: dossier.id, idTypeDepense: 'HON', dateDepense: '2026-11-02', montant: 350, libelle: 'Frais du contrat' };
  const created = await call<{ idDepense: string }>('dossiers.addExpense', { token: author.token, body }, 201);
  keep(author.structureId, [created.idDepense], side);
  return created.idDepense;
};

/** A time entry the person (staff of the dossier's firm) records on it: only they or an administrator may change it. */
export const newTimeEntry = async (person: Person, dossier: Dossier, side: Side) => {
  const body = { idDossier: dossier.id, date: '2026-11-02', minutes: 45, description: 'Temps du contrat' };
  const created = await call<{ id: string }>('fees.addTimeEntry', { token: person.token, body }, 201);
  keep(person.structureId, [created.id], side);
  return created.id;
};

/** The firm's IF, ICE and TP, which issuing requires, set on its record (a harness's PUT /api/Cabinet may have removed them). */
export const setTaxIds = (structureId: string) =>
  updateItem(firmKey(structureId), { identifiantFiscal: '40123456', ice: '001234567000089', taxeProfessionnelle: '35123456' });

/**
 * A draft invoice the maker (staff of the dossier's firm) prepares on the dossier, billing a new
 * expense of its own (so it is never empty), at version 1; issued by the maker when asked (the
 * firm's tax identifiers set first).
 */
export const newInvoice = async (maker: Person, dossier: Dossier, side: Side, issue = false) => {
  await newExpense(maker, dossier, side);
  const token = maker.token;
  const draft = await call<{ id: string; version: number }>('billing.createInvoice', { token, params: { id: dossier.id }, body: {} }, 201);
  keep(maker.structureId, [draft.id], side);
  if (issue) {
    await setTaxIds(maker.structureId);
    await call('billing.issueInvoice', { token, params: { id: draft.id }, body: { version: draft.version } }, 200);
  }
  return draft.id;
};

/** A task the person (staff of the dossier's firm) makes on it: only they or an administrator may delete it. */
export const newTask = async (person: Person, dossier: Dossier, side: Side) => {
  const body = { titre: 'Préparer les conclusions', idDossier: dossier.id, dateEcheance: '2026-12-01' };
  const created = await call<{ id: string }>('tasks.create', { token: person.token, body }, 201);
  keep(person.structureId, [created.id], side);
  return created.id;
};

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const uploadMetadata = (dossier: Dossier) => ({ idDossier: dossier.id, Nom: 'Piece du contrat', extension: 'pdf' });

/** A public (PB) document the admin uploads to a dossier of the side. */
export const newDocument = async (admin: Person, dossier: Dossier, side: Side) => {
  const { issued, confirmed } = await directUpload(api, admin.token, uploadMetadata(dossier), PDF, 'application/pdf');
  if (confirmed?.status !== 201) throw new Error(`documents.confirmUpload answered ${confirmed?.status ?? issued.status}`);
  const id = (confirmed.body as { idDocument: string }).idDocument;
  keep(admin.structureId, [id], side);
  return id;
};

const TEMPLATE = sampleDocx(['{dossier.refCabinet}', '{#adversaires}', '{nom}', '{/adversaires}']);

/** A template of the firm's library, uploaded by its admin (`confirm: false`: an upload waiting for its confirmation). */
export const newTemplate = async (admin: Person, { confirm = true } = {}) => {
  const { issued, confirmed } = await templateUpload(api, admin.token, { nom: 'Modèle', langue: 'fr' }, TEMPLATE, { confirm });
  if (confirm && confirmed?.status !== 201) throw new Error(`templates.confirm answered ${confirmed?.status ?? issued.status}`);
  const id = issued.body.idModele;
  keep(admin.structureId, [id]);
  return id;
};

/** A public (PB) upload the admin issued and sent to storage, waiting for its confirmation. */
export const newPendingDocument = async (admin: Person, dossier: Dossier, side: Side) => {
  const { issued, posted } = await directUpload(api, admin.token, uploadMetadata(dossier), PDF, 'application/pdf', {
    confirm: false,
  });
  if (!posted || posted >= 300) throw new Error(`the upload to storage answered ${posted ?? issued.status}`);
  const id = (issued.body as { idDocument: string }).idDocument;
  keep(admin.structureId, [id], side);
  return id;
};

/** A public document of the side with a new version uploaded and waiting for its confirmation. */
export const newPendingVersion = async (admin: Person, dossier: Dossier, side: Side) => {
  const id = await newDocument(admin, dossier, side);
  const { issued, posted } = await versionUpload(
    api,
    admin.token,
    id,
    { extension: 'pdf', file: PDF, contentType: 'application/pdf' },
    { confirm: false },
  );
  if (!posted || posted >= 300) throw new Error(`the version's upload to storage answered ${posted ?? issued.status}`);
  return id;
};

/**
 * A job of the firm's whole export (its admin's), once the local queue has written its ZIP: a job
 * still running would write its end in the middle of another route's check (the fuzz harness
 * counts each check's writes).
 */
export const newExportJob = async (admin: Person) => {
  const { id } = await call<{ id: string }>('exports.start', { token: admin.token, headers: { 'idempotency-key': unique('export') } }, 202);
  keep(admin.structureId, [id]);
  for (let tries = 0; tries < 120; tries++) {
    const { etat } = await call<{ etat: string }>('exports.get', { token: admin.token, params: { id } }, 200);
    if (etat !== 'ENC') return id;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`export ${id} still in progress after 30 s`);
};

/** An import of dossiers (its admin's), previewed: a file of one row whose court is unknown, so that a run of it writes no dossier. */
export const newImport = async (admin: Person) => {
  const file = Buffer.from(`refCabinet;idTypeDossier;idTribunal;dateOuverture\n${unique('IMP')};CIV;NO-COURT;2026-01-15\n`);
  const id = await importUpload(api, admin.token, 'dossiers.csv', file);
  await call('imports.preview', { token: admin.token, params: { id } }, 200);
  keep(admin.structureId, [id]);
  return id;
};

let closureDays = 0;
/** A closure day no other object of the run has. */
export const newClosureDay = async (admin: Person) => {
  const date = new Date(Date.UTC(2040, 0, 1 + closureDays++)).toISOString().slice(0, 10);
  await call('management.addClosureDay', { token: admin.token, body: { date, motif: 'Contrat' } }, 201);
  keep(admin.structureId, [date]);
  return date;
};

/** A client of the firm created in the Clients directory, without a dossier (a route that edits a record gets its own). */
export const newClient = async (admin: Person) => {
  const created = await call<{ idClient: string; cin: string }>(
    'clients.create',
    { token: admin.token, body: { idTypeClient: 'PP', cin: unique('CIN'), nom: 'Annuaire', prenom: 'Contrat' } },
    201,
  );
  keep(admin.structureId, [created.idClient, created.cin]);
  return { id: created.idClient };
};

/** A dossier whose client has an email, and that client once they have accepted their invitation. */
const clientOfNewDossier = async (admin: Person, side: Side) => {
  const email = uniqueEmail('client');
  const since = Date.now();
  const detail = await openDossier(admin, side, newParty('PLG', { email }));
  const session = await acceptInvitation(email, PASSWORD, since);
  const client = person('CLT', admin.structureId, email, session, side);
  return { client, dossier: { id: detail.id, clientId: detail.clients[0]!.idClient } };
};

/** A day of its own for each appointment of the run (far ahead, never a public holiday): no two hold the same time. */
let appointmentDays = 0;
export const appointmentDay = () => {
  let date: string;
  do date = new Date(Date.UTC(2041, 0, 2 + appointmentDays++)).toISOString().slice(0, 10);
  while (holidayOn(date));
  return date;
};

/** The bookings' slots: the lawyer's half hours from 07:00 to 09:00 (windows of every weekday). */
const BOOKING_STARTS = ['07:00', '07:30', '08:00', '08:30'];
const later = (time: string) => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The lawyer's windows of the bookings' slots, every weekday; answers one of them. */
const openAgenda = async (lawyer: Person) => {
  const ids: string[] = [];
  for (let idJour = 1; idJour <= 7; idJour++)
    for (const start of BOOKING_STARTS) {
      const body = { idJour, heureDebut: `${start}:01`, heureFin: `${later(start)}:00` };
      ids.push((await call<{ id: string }>('calendar.createAvailability', { token: lawyer.token, body }, 201)).id);
    }
  keep(lawyer.structureId, ids);
  return ids[0]!;
};

/**
 * A slot of its own for each booking of the run: a client books at most 60 days ahead
 * (MAX_BOOKING_DAYS_AHEAD), so the slots fill the days from the day after tomorrow on, each of
 * the four slots of a day before the next day (never a public holiday).
 */
let bookings = 0;
const bookingSlot = () => {
  const today = new Date().toISOString().slice(0, 10);
  for (let n = bookings++, day = 2; ; day++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
    if (holidayOn(date)) continue;
    if (n < BOOKING_STARTS.length) {
      if (day > MAX_BOOKING_DAYS_AHEAD) throw new Error('contract world: more bookings than slots within 60 days');
      return { date, start: BOOKING_STARTS[n]! };
    }
    n -= BOOKING_STARTS.length;
  }
};

/** A booking's body: the side's dossier, a slot of its own of its lawyer. */
export const bookingBody = (world: World | Pick<World, 'dossiers'>, side: Side) => {
  const { date, start } = bookingSlot();
  return { idDossier: world.dossiers[side].id, date, heureDebut: `${start}:00`, heureFin: `${later(start)}:00` };
};

/**
 * An appointment the side's client books with the dossier's lawyer, which the lawyer (the admin)
 * then confirms: a client holds at most 3 pending bookings with a lawyer (MAX_PENDING_BOOKINGS),
 * and the run books many more, each of which the harness's calls may confirm, cancel or move.
 */
export const newBooking = async (client: Person, world: Pick<World, 'dossiers' | 'admin'>, side: Side) => {
  const created = await call<{ idRendezVous: string }>(
    'calendar.createAppointment',
    { token: client.token, body: bookingBody(world, side) },
    201,
  );
  keep(client.structureId, [created.idRendezVous], side);
  await call('calendar.confirmAppointment', { token: world.admin.token, body: { id: created.idRendezVous } }, 200);
  return created.idRendezVous;
};

let windows = 0;
/** A window of the staff member's own, 15 minutes from 12:00 on, that no other window of the run overlaps. */
export const newWindow = async (staff: Person) => {
  const n = windows++;
  const start = 12 * 60 + 15 * Math.floor(n / 7);
  const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const body = { idJour: 1 + (n % 7), heureDebut: time(start), heureFin: time(start + 15) };
  const created = await call<{ id: string }>('calendar.createAvailability', { token: staff.token, body }, 201);
  keep(staff.structureId, [created.id]);
  return created.id;
};

export const buildWorld = async (name: string): Promise<World> => {
  const firm = await registerFirm({ structure: `Cabinet ${name}`, password: PASSWORD });
  keep(firm.structureId, [firm.structureId]);
  const admin = person('ADMIN', firm.structureId, firm.email, firm.session);
  const [user, editor, first, second, member] = await Promise.all([
    invitedStaff(admin, 'AVOCAT', 'Avocat'),
    invitedStaff(admin, 'ASSISTANT', 'Editeur'),
    clientOfNewDossier(admin, 0),
    clientOfNewDossier(admin, 1),
    newMember(admin),
  ]);
  await updateItem(userKey(firm.structureId, editor.userId), { idRolUtilisateur: 'EDITOR' });
  const [dossierType, deadlineType, expenseType, closureDay] = await Promise.all([
    newType(admin, 'dossierType'),
    newType(admin, 'deadlineType'),
    newType(admin, 'expenseType'),
    newClosureDay(admin),
  ]);
  // After the other deadline type: two at once in one firm rightly conflict (their chains are checked together).
  const proposingType = await newType(admin, 'deadlineType', { isauto: false, nextActions: [{ IdChild: 'DOC', delais: 5 }] });
  const [deadlines, notes, expenses, timeEntries, tasks, documents] = await Promise.all([
    Promise.all([newDeadline(admin, first.dossier, 0), newDeadline(admin, second.dossier, 1)]),
    Promise.all([newNote(admin, first.dossier, 0), newNote(admin, second.dossier, 1)]),
    Promise.all([newExpense(admin, first.dossier, 0), newExpense(admin, second.dossier, 1)]),
    Promise.all([newTimeEntry(admin, first.dossier, 0), newTimeEntry(admin, second.dossier, 1)]),
    Promise.all([newTask(admin, first.dossier, 0), newTask(admin, second.dossier, 1)]),
    Promise.all([newDocument(admin, first.dossier, 0), newDocument(admin, second.dossier, 1)]),
  ]);
  // One after the other: both take a number of the firm's series.
  const invoices = [await newInvoice(admin, first.dossier, 0, true), await newInvoice(admin, second.dossier, 1, true)];
  const availability = await openAgenda(admin);
  const template = await newTemplate(admin);
  const dossiers = [first.dossier, second.dossier] as [Dossier, Dossier];
  const appointments = await Promise.all([
    newBooking(first.client, { dossiers, admin }, 0),
    newBooking(second.client, { dossiers, admin }, 1),
  ]);
  const exportJob = await newExportJob(admin);
  const importJob = await newImport(admin);
  return {
    name,
    structureId: firm.structureId,
    admin,
    user,
    editor: { ...editor, role: 'EDITOR' },
    clients: [first.client, second.client],
    dossiers: [first.dossier, second.dossier],
    member,
    types: { dossierType, deadlineType, expenseType },
    closureDay,
    proposingType,
    deadlines: deadlines as [string, string],
    notes: notes as [string, string],
    expenses: expenses as [string, string],
    timeEntries: timeEntries as [string, string],
    invoices: invoices as [string, string],
    tasks: tasks as [string, string],
    documents: documents as [string, string],
    template,
    availability,
    appointments: appointments as [string, string],
    exportJob,
    importJob,
  };
};
