import { z } from 'zod';
import { id, isoDate, requiredText } from '../validation';

const ref = z.object({ id: z.string(), label: z.string() });

export const partyBody = z.object({
  idClient: z.string().optional(),
  idTypeClient: z.enum(['PP', 'PM'], { error: 'client_type_required' }),
  idStatutClient: z.enum(['PLG', 'ACS'], { error: 'client_type_required' }),
  cin: z.string().trim().max(20).optional(),
  nom: z.string().trim().max(100).optional(),
  prenom: z.string().trim().max(50).optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(30).optional(),
  rc: z.string().trim().max(30).optional(),
  raisonSociale: z.string().trim().max(200).optional(),
  representantLegal: z.string().trim().max(200).optional(),
  adresse: z.string().trim().max(300).optional(),
});

export const dossierWriteBody = z.object({
  idTypeDossier: requiredText(64),
  idTribunal: requiredText(64),
  idStatutDossier: z.string().trim().max(8).optional(),
  nom: z.string().trim().max(200).optional(),
  refCabinet: requiredText(60),
  refClient: z.string().trim().max(60).optional(),
  refTribunal: z.string().trim().max(60).optional(),
  dateOuverture: isoDate(),
  alerte: z.boolean().optional(),
  Client: z.array(partyBody).max(50).default([]),
  adversaire: z.array(partyBody).max(50).default([]),
});
export const dossierUpdateBody = dossierWriteBody.omit({ Client: true, adversaire: true }).extend({ id: id() });

export const caseListItem = z.object({
  id: z.string(),
  refCabinet: z.string(),
  nomClient: z.string(),
  typeDossier: z.string(),
  dateOuverture: z.string(),
  statut: z.string(),
  derniereAction: z.string().nullable(),
});
export const clientCaseListItem = caseListItem.extend({
  refClient: z.string().nullable(),
  refTribunal: z.string().nullable(),
  tribunal: z.string(),
  avocat: z.string(),
  messagesNonLus: z.number().int(),
});
export const caseSearchQuery = z.object({
  refDossier: z.string().max(60).optional(),
  client: z.string().max(100).optional(),
  type: z.string().max(64).optional(),
  statut: z.string().max(8).optional(),
  idUtilisateur: z.string().max(64).optional(),
  cursor: z.string().max(1024).optional(),
});
export const dossierDetail = z.looseObject({ id: z.string(), refCabinet: z.string() });
export const partyParams = z.object({ id: id(), clientId: id() });

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
export const hearingRow = z.object({ refCabinet: ref, refTribunal: ref, dateAudience: z.string() });
