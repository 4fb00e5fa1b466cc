import { z } from 'zod';
import { ZERO_ID, id, isoDate, optionalText, requiredText } from '../validation';
import { clientItem, partyBody } from './clients';
import { page, pageQuery } from './paging';

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
  /** The identification's version, to send back with an update. */
  version: z.number().int(),
  clients: z.array(clientItem),
  adversaires: z.array(clientItem),
  actions: z.array(historyAction),
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
export const addActionBody = z.object({
  idDossier: id(),
  idTypeAction: requiredText(16),
  valeur: requiredText(5000),
  dateAction: z.string().max(40).optional(),
});
export const expense = z.looseObject({ idDepense: z.string(), montant: z.number() });
export const addExpenseBody = z.object({
  idDossier: id(),
  idTypeDepense: requiredText(16),
  dateDepense: isoDate(),
  montant: z.number({ error: 'invalid_value' }).nonnegative({ error: 'invalid_value' }),
});
