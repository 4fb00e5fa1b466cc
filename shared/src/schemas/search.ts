import * as z from 'zod';
import { confidentiality } from './documents.ts';

export const searchQuery = z.object({
  q: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
});

export const searchDossierHit = z.object({
  id: z.string(),
  refCabinet: z.string(),
  refClient: z.string().nullable(),
  refTribunal: z.string().nullable(),
  nom: z.string().nullable(),
  idStatutDossier: z.string(),
  statut: z.string(),
});
export const searchClientHit = z.object({
  idClient: z.string(),
  idTypeClient: z.string(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  raisonSociale: z.string().nullable(),
  cin: z.string().nullable(),
  rc: z.string().nullable(),
});
/**
 * A document found by its name or by words of its text (then `extrait`: the passage around the
 * first word's first occurrence), with its dossier's reference and its confidentiality.
 */
export const searchDocumentHit = z.object({
  idDocument: z.string(),
  nom: z.string(),
  extension: z.string(),
  dateUpload: z.string(),
  idDossier: z.string(),
  refCabinet: z.string(),
  IdConfidentialite: confidentiality,
  extrait: z.string().nullable(),
});
/**
 * Results grouped by kind; a client searching gets their own dossiers only, no clients, and the
 * documents of their dossiers they may see. Documents are filtered by their confidentiality.
 */
export const searchResponse = z.object({
  q: z.string(),
  dossiers: z.array(searchDossierHit),
  clients: z.array(searchClientHit),
  documents: z.array(searchDocumentHit),
});
