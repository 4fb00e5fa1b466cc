import { z } from 'zod';

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
/** Results grouped by kind; a client searching gets their own dossiers only and no clients. */
export const searchResponse = z.object({
  q: z.string(),
  dossiers: z.array(searchDossierHit),
  clients: z.array(searchClientHit),
});
