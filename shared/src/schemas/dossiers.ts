import { z } from 'zod';
import { amount } from '../money';
import { ZERO_ID, id, isoDate, optionalText, requiredText } from '../validation';
import { clientItem, partyBody } from './clients';
import { page, pageQuery } from './paging';

/** ENC in progress, ATT waiting, SSP suspended, CLO closed (specification section 4). */
export const DOSSIER_STATUSES = ['ENC', 'ATT', 'SSP', 'CLO'] as const;

/** Identification fields, shared by creation and update. */
const identification = {
  idTypeDossier: requiredText(64),
  idTribunal: requiredText(64),
  idStatutDossier: z.enum(DOSSIER_STATUSES, { error: 'invalid_value' }).default('ENC'),
  /** The responsible lawyer: a staff user of the firm, the caller when absent. */
  idUtilisateur: id().optional(),
  nom: optionalText(200),
  refCabinet: requiredText(60),
  refClient: optionalText(60),
  refTribunal: optionalText(60),
  dateOuverture: isoDate(),
  alerte: z.boolean().default(false),
};

export const dossierWriteBody = z.object({
  ...identification,
  Client: z.array(partyBody).max(10, { error: 'too_many_parties' }).default([]),
  adversaire: z.array(partyBody).max(10, { error: 'too_many_parties' }).default([]),
  /** Create even though a party sits on the other side in another dossier of the firm. */
  confirmConflict: z.boolean().default(false),
});
/**
 * The whole identification, as the detail screen sends it (an absent name or reference clears it),
 * except the status and alert flag, which keep their value when absent.
 */
export const dossierUpdateBody = z.object({
  id: id(),
  ...identification,
  idStatutDossier: z.enum(DOSSIER_STATUSES, { error: 'invalid_value' }).optional(),
  alerte: z.boolean().optional(),
});
export const clientReferenceBody = z.object({ refClient: z.string().trim().max(60, { error: 'too_long' }) });

export const dossierListItem = z.object({
  id: z.string(),
  refCabinet: z.string(),
  nomClient: z.string(),
  idTypeDossier: z.string(),
  typeDossier: z.string(),
  dateOuverture: z.string(),
  idStatutDossier: z.string(),
  statut: z.string(),
  derniereAction: z.string().nullable(),
  dateDerniereAction: z.string().nullable(),
});
export const dossierPage = page(dossierListItem);
export const clientDossierListItem = dossierListItem.extend({
  refClient: z.string().nullable(),
  refTribunal: z.string().nullable(),
  tribunal: z.string(),
  avocat: z.string(),
  messagesNonLus: z.number().int(),
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

export const historyChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
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
export const dossierDetail = z.looseObject({
  id: z.string(),
  idTypeDossier: z.string(),
  typeDossier: z.string(),
  idTribunal: z.string(),
  tribunal: z.string(),
  idUtilisateur: z.string(),
  avocat: z.string(),
  idStatutDossier: z.string(),
  statut: z.string(),
  nom: z.string().nullable(),
  refCabinet: z.string(),
  refClient: z.string().nullable(),
  refTribunal: z.string().nullable(),
  dateOuverture: z.string(),
  alerte: z.boolean(),
  clients: z.array(clientItem),
  adversaires: z.array(clientItem),
  /** The first page of the history of actions (`GET …/actions` reads on from `actionsCursor`). */
  actions: z.array(historyAction),
  actionsCursor: z.string().nullable(),
  /** The first page of the notes (`GET …/notes` reads on from `notesCursor`). */
  notes: z.array(note),
  notesCursor: z.string().nullable(),
});
/** The all-zero clientId is accepted on removal and ignored (specification section 5). */
export const partyParams = z.object({
  id: id(),
  clientId: z.literal(ZERO_ID).or(id()),
});
export const addPartyBody = partyBody.extend({ confirmConflict: z.boolean().default(false) });

export const deadline = z.looseObject({ idEcheanceDossier: z.string(), dateEcheance: z.string() });
export const addDeadlineBody = z.object({
  idDossier: id(),
  idtypeecheance: requiredText(64),
  dateecheance: requiredText(40),
  alerte: z.boolean().optional(),
  contenu: z.string().trim().max(2000).optional(),
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
const isDay = (value: string) => {
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
  idTypeDepense: requiredText(20),
  dateDepense: isoDate().refine(isDay, { error: 'date_invalid' }),
  montant: amount(),
  libelle: optionalText(200),
});
