import * as z from 'zod';
import { courtEvent } from './court-events.ts';
import { deadlineEvent } from './deadline-events.ts';
import { amount } from '../money.ts';
import { ZERO_ID, id, isoDate, optionalText, requiredText } from '../validation.ts';
import { clientItem, partyBody } from './clients.ts';
import { documentItem } from './documents.ts';
import { page, pageQuery } from './paging.ts';

/** ENC in progress, ATT waiting, SSP suspended, CLO closed (specification section 4). */
export const DOSSIER_STATUSES = ['ENC', 'ATT', 'SSP', 'CLO'] as const;

/** Identification fields, shared by creation and update. */
const identification = {
  idTypeDossier: requiredText(64).meta({ examples: ['CIV'] }),
  idTribunal: requiredText(64).meta({ examples: ['TPI-RABAT'] }),
  idStatutDossier: z.enum(DOSSIER_STATUSES, { error: 'invalid_value' }).default('ENC'),
  /** The responsible lawyer: a staff user of the firm, the caller when absent. */
  idUtilisateur: id().optional(),
  nom: optionalText(200),
  /** Unique in the firm. */
  refCabinet: requiredText(60).meta({ examples: ['2026/0001/001'], unique: true }),
  refClient: optionalText(60),
  refTribunal: optionalText(60),
  dateOuverture: isoDate(),
  alerte: z.boolean().default(false),
};

/**
 * Parties of a creation, per side: with these, the creation's transaction stays within DynamoDB's
 * 100 writes (the budget is in functions/src/db/access-patterns.md, and a test holds it).
 */
export const MAX_PARTIES_PER_SIDE = 10;

export const dossierWriteBody = z.object({
  ...identification,
  Client: z.array(partyBody).max(MAX_PARTIES_PER_SIDE, { error: 'too_many_parties' }).default([]),
  adversaire: z.array(partyBody).max(MAX_PARTIES_PER_SIDE, { error: 'too_many_parties' }).default([]),
  /** Create even though a party sits on the other side in another dossier of the firm. */
  confirmConflict: z.boolean().default(false),
});
/**
 * The whole identification, as the detail screen sends it (an absent name or reference clears it),
 * except the status and alert flag, which keep their value when absent. `version` is the one the
 * editor read (`GET api/Dossier/{id}`): when it is no longer the dossier's, the save is refused
 * (409 `dossier_changed`). Without it (older clients) the save applies to the dossier as it is.
 */
export const dossierUpdateBody = z.object({
  id: id(),
  ...identification,
  idStatutDossier: z.enum(DOSSIER_STATUSES, { error: 'invalid_value' }).optional(),
  alerte: z.boolean().optional(),
  version: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }).optional(),
});
export const clientReferenceBody = z.object({ refClient: z.string().trim().max(60, { error: 'too_long' }) });

export const dossierListItem = z.object({
  id: z.string(),
  refCabinet: z.string(),
  /** The dossier's name (the New Folder form's "name"). */
  nom: z.string().nullable(),
  nomClient: z.string(),
  idTypeDossier: z.string(),
  typeDossier: z.string(),
  dateOuverture: z.string(),
  idStatutDossier: z.string(),
  statut: z.string(),
  derniereAction: z.string().nullable(),
  dateDerniereAction: z.string().nullable(),
  /** Unread messages: the clients' ones the firm has not read; on a client's list, the staff's ones that client has not read. */
  messagesNonLus: z.number().int(),
});
export const dossierPage = page(dossierListItem);
export const clientDossierListItem = dossierListItem.extend({
  refClient: z.string().nullable(),
  refTribunal: z.string().nullable(),
  tribunal: z.string(),
  avocat: z.string(),
});
/** An empty filter (the form sends every field) is no filter. */
const filter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const dossierSearchQuery = pageQuery.extend({
  refDossier: filter(z.string().trim().max(60, { error: 'too_long' })),
  client: filter(z.string().trim().max(100, { error: 'too_long' })),
  type: filter(z.string().trim().max(64, { error: 'too_long' })),
  statut: filter(z.enum(DOSSIER_STATUSES, { error: 'invalid_value' })),
  idUtilisateur: filter(id()),
});
/** The dossier list as XLSX: the list's filters, every page. */
export const dossierListXlsxQuery = dossierSearchQuery.omit({ cursor: true, limit: true });

/** A field's change; a field whose values are codes of reference data (a court, a type, a status) with their labels in the reader's language. */
export const historyChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  labels: z.object({ before: z.string().nullable(), after: z.string().nullable() }).optional(),
});
export const historyAction = z.object({
  id: z.string(),
  idDossier: z.string(),
  idTypeAction: z.string(),
  labelActionDossier: z.string(),
  valeur: z.string(),
  dateAction: z.string(),
  idUtilisateur: z.string(),
  auteur: z.string(),
  changes: z.array(historyChange).optional(),
  /** A court change (TRIBUNAL_*) as data; `valeur` is then it worded in the reader's language. */
  evenement: courtEvent.optional(),
  /** A deadline's event (added, corrected, performed…) as data; `valeur` is then it worded in the reader's language. */
  echeance: deadlineEvent.optional(),
});
export const actionPage = page(historyAction);
/**
 * A note (an action of type ANT) as it stands: its author may edit or delete it for 24 hours
 * (`modifiable` says whether the reader may, now); `dateModification` is its last edit.
 */
export const note = historyAction.omit({ changes: true }).extend({
  dateModification: z.string().nullable(),
  modifiable: z.boolean(),
});
export const notePage = page(note);
/** A dossier's synchronisation with the court portal: the last success, and the last attempt's failure if it failed. */
export const courtSyncState = z.object({
  dernierSucces: z.string().nullable(),
  derniereTentative: z.string().nullable(),
  echec: z.enum(['unreachable', 'changed', 'not_found', 'no_reference']).nullable(),
});
export const dossierDetail = z.looseObject({
  id: z.string(),
  idTypeDossier: z.string(),
  typeDossier: z.string(),
  idTribunal: z.string(),
  tribunal: z.string(),
  /**
   * The court of appeal whose area holds the court (the court itself when it is one), null for a
   * court the reference data does not list: the form preselects it and offers its first-instance courts.
   */
  idCourAppel: z.string().nullable(),
  /** That court of appeal's name in the reader's language (shown before the lists of courts are read). */
  courAppel: z.string().nullable(),
  idUtilisateur: z.string(),
  avocat: z.string(),
  /** The lawyer's contact, for the client's dossier screen. */
  avocatEmail: z.string().nullable(),
  avocatPhone: z.string().nullable(),
  idStatutDossier: z.string(),
  statut: z.string(),
  nom: z.string().nullable(),
  refCabinet: z.string(),
  refClient: z.string().nullable(),
  refTribunal: z.string().nullable(),
  dateOuverture: z.string(),
  alerte: z.boolean(),
  /** The identification's version, to send back with an update. */
  version: z.number().int(),
  clients: z.array(clientItem),
  adversaires: z.array(clientItem),
  /** The first page of the history of actions (`GET …/actions` reads on from `actionsCursor`). */
  actions: z.array(historyAction),
  actionsCursor: z.string().nullable(),
  /** The first page of the notes (`GET …/notes` reads on from `notesCursor`). */
  notes: z.array(note),
  notesCursor: z.string().nullable(),
  /** The dossier's documents the reader may see (their confidentiality), newest first. */
  documents: z.array(documentItem),
  /** Its synchronisation with the court portal, as `GET …/court-sync` answers it (the court section shows it at once). */
  synchronisation: courtSyncState,
});
/** The all-zero clientId is accepted on removal and ignored (specification section 5). */
export const partyParams = z.object({
  id: id(),
  clientId: z.literal(ZERO_ID).or(id()),
});
export const addPartyBody = partyBody.extend({ confirmConflict: z.boolean().default(false) });

/**
 * A court deadline: one procedure step as the court portal lists it. Dates are a day, or an
 * instant with Casablanca's offset when the portal gives a time.
 */
export const courtDeadline = z.object({
  idEcheanceDossier: z.string(),
  dateEcheance: z.string(),
  typeEcheanceLabel: z.string(),
  contenu: z.string(),
  dateProchaineAudience: z.string().nullable(),
});
/** What a Sync found: its changes (worded in the caller's language), the court deadlines now, the sync state. */
export const courtSyncResult = z.object({
  changements: z.array(z.object({ type: z.string(), libelle: z.string(), texte: z.string(), evenement: courtEvent })),
  echeances: z.array(courtDeadline),
  synchronisation: courtSyncState,
});

/**
 * A deadline's date as sent: a day `YYYY-MM-DD`, or a day and a time `YYYY-MM-DDTHH:mm[:ss]` read
 * in Africa/Casablanca, or an instant (`Z` or an offset) that the API reads in Casablanca.
 */
const DEADLINE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):?[0-5]\d)?)?$/;

const isDeadlineDate = (value: string): boolean => {
  const match = DEADLINE_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const realTime = match[4] === undefined || (Number(match[4]) < 24 && Number(match[5]) < 60 && Number(match[6] ?? 0) < 60);
  return realDay && realTime && year >= 1900 && year < 2200;
};

/** Date and type of a deadline: missing or invalid, both answer the specification's message. */
const deadlineCheck = { error: 'deadline_invalid' } as const;
export const addDeadlineBody = z.object({
  idDossier: id(),
  idtypeecheance: z
    .string(deadlineCheck)
    .trim()
    .min(1, { ...deadlineCheck, abort: true })
    .max(64, deadlineCheck)
    .meta({ examples: ['DOC'] }),
  dateecheance: z.string(deadlineCheck).trim().refine(isDeadlineDate, deadlineCheck),
  alerte: z.boolean({ error: 'invalid_value' }).default(false),
  contenu: optionalText(2000),
  /** A hearing's courtroom, as the summons names it (`3`, `Salle B`, `القاعة 2`). */
  salle: optionalText(40),
  /** The responsible lawyer: an active staff member of the firm; the dossier's lawyer when absent. */
  idUtilisateur: id().optional(),
});
/**
 * An open deadline corrected: its type, date (and time), responsible lawyer, alert and content, by
 * the rules of adding (its dossier stays); the responsible lawyer stays when absent.
 */
export const updateDeadlineBody = addDeadlineBody.omit({ idDossier: true });

/** A closed day a computed date moved past, worded in the reader's language (a holiday's name…). */
const deadlineMove = z.object({
  date: z.string(),
  nature: z.enum(['weekend', 'holiday', 'closure']),
  libelle: z.string(),
});
/**
 * How a chained deadline's date was computed: the realisation day (`depuis`) plus `delais` days is
 * `dateCalculee`; each closed day from there on (`motifs`) moved it to the next working day.
 * `verifiee` is false when a year it crosses has no known public holidays: the date could not be
 * checked against them.
 */
const deadlineComputation = z.object({
  depuis: z.string(),
  delais: z.number().int(),
  dateCalculee: z.string(),
  motifs: z.array(deadlineMove),
  verifiee: z.boolean(),
});
/** A next deadline proposed when a deadline of a non-automatic type is performed. */
const deadlineProposal = z.object({
  idTypeEcheance: z.string(),
  typeEcheanceLabel: z.string(),
  dateEcheance: z.string(),
  calcul: deadlineComputation,
});
/**
 * A cabinet deadline (specification section 3) with what the screen needs besides: its type, its
 * responsible lawyer, whether it is overdue, the deadline it was chained from and how its date
 * was computed, and the next deadlines still proposed after it was performed.
 * `dateEcheance` is a day (`YYYY-MM-DD`) or an instant with Casablanca's offset
 * (`2026-12-03T09:30:00+01:00`); `dateRealisation` is the instant it was performed.
 */
export const deadline = z.object({
  idEcheanceDossier: z.string(),
  idDossier: z.string(),
  idTypeEcheance: z.string(),
  typeEcheanceLabel: z.string(),
  dateEcheance: z.string(),
  contenu: z.string().nullable(),
  /** A hearing's courtroom, when the lawyer wrote it. */
  salle: z.string().nullable(),
  /** Filled by court deadlines only. */
  dateProchaineAudience: z.string().nullable(),
  dateRealisation: z.string().nullable(),
  alerte: z.boolean(),
  idUtilisateur: z.string(),
  responsable: z.string(),
  /** Open and past its date. */
  enRetard: z.boolean(),
  idEcheanceParent: z.string().nullable(),
  calcul: deadlineComputation.nullable(),
  propositions: z.array(deadlineProposal),
  /** Performed by the reader less than 24 hours ago: they may undo the Perform, now. */
  annulable: z.boolean(),
});
/** Open deadlines first by date, then realised ones by date, a page at a time (5 on the screen). */
export const deadlinePage = page(deadline);
/** The performed deadline (its remaining proposals included) and the deadlines chained at once. */
export const performedDeadline = deadline.extend({ enchainees: z.array(deadline) });
/**
 * A Perform undone: the deadline open again, with how many of the next deadlines that Perform
 * created were removed (open and unchanged) and how many stay (performed or edited since).
 */
export const undoneDeadline = deadline.extend({ enchaineesRetirees: z.number().int(), enchaineesConservees: z.number().int() });
/** The proposals kept, by type: each is created; the others are dropped. */
export const chainDeadlinesBody = z.object({
  idTypeEcheances: z
    .array(z.string({ error: 'invalid_value' }).trim().min(1, { error: 'invalid_value' }).max(64, { error: 'invalid_value' }))
    .max(20, { error: 'invalid_value' })
    .meta({ examples: [['DOC']] }),
});
export const achieveQuery = z.object({ id: id() });

/**
 * The built-in action types (labels in functions/src/reference/action-types.ts): ANT a note
 * (specification section 2.10), APL a call, REU a meeting, COR correspondence, DEP a filing, AUD a
 * hearing attended, AUT another action.
 */
export const ACTION_TYPES = ['ANT', 'APL', 'REU', 'COR', 'DEP', 'AUD', 'AUT'] as const;
export const NOTE_TYPE = 'ANT';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A real calendar day (2026-02-30 is not one). */
export const isDay = (value: string) => {
  const time = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};
/** An action's date: a day, or an instant with its offset (`2026-03-05T09:30:00Z`, `…+01:00`). */
const actionDate = () =>
  z
    .string()
    .max(40, { error: 'date_invalid' })
    .refine((v) => (DAY.test(v) ? isDay(v) : INSTANT.test(v) && isDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))), {
      error: 'date_invalid',
    });
/**
 * `AddAction` (specification section 3, Action/note): the author is the caller and the date now
 * unless given; the old client's `id` and `idUtilisateur` are not read.
 */
export const addActionBody = z.object({
  idDossier: id(),
  idTypeAction: z.enum(ACTION_TYPES, { error: 'invalid_value' }),
  valeur: requiredText(5000),
  dateAction: actionDate().optional(),
});
export const addActionResponse = z.union([note, historyAction]);
export const noteBody = z.object({ valeur: requiredText(5000) });

/** An expense (specification section 3, Depense): `montant` in dirhams, exact to the centime. */
export const expense = z.object({
  idDepense: z.string(),
  idDossier: z.string(),
  idTypeDepense: z.string(),
  typeDepenseLabel: z.string(),
  dateDepense: z.string(),
  montant: z.number(),
  libelle: z.string().nullable(),
  auteur: z.string(),
  /** To send back with an edit: a save from an older read is refused (409 `expense_changed`). */
  version: z.number().int(),
  /** May the reader edit or delete it: its author, or an administrator of the firm. */
  modifiable: z.boolean(),
});
/** A type's share of a dossier's expenses. */
export const expenseSubtotal = z.object({
  idTypeDepense: z.string(),
  typeDepenseLabel: z.string(),
  total: z.number(),
  nombre: z.number().int(),
});
/** A page of a dossier's expenses, newest date first, with the dossier's total and subtotals (all its expenses). */
export const expensePage = page(expense).extend({
  total: z.number(),
  nombre: z.number().int(),
  sousTotaux: z.array(expenseSubtotal),
});
export const addExpenseBody = z.object({
  idDossier: id(),
  idTypeDepense: requiredText(20).meta({ examples: ['HON'] }),
  dateDepense: isoDate().refine(isDay, { error: 'date_invalid' }),
  montant: amount(),
  libelle: optionalText(200),
});
/**
 * An expense's edit: its fields as `AddDepense` takes them (an absent label clears it), and the
 * `version` the editor read; when the expense changed since, the edit is refused (409 `expense_changed`).
 */
export const updateExpenseBody = addExpenseBody.omit({ idDossier: true }).extend({
  version: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .meta({ examples: [1] }),
});
