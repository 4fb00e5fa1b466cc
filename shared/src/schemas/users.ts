import * as z from 'zod';
import { email, id, personName, phone } from '../validation.ts';

/** The user form of the Users screen (specification sections 3 and 5). Staff only: clients are invited from a dossier. */
export const userBody = z.object({
  idTypeUtilisateur: z.enum(['AVOCAT', 'ASSISTANT'], { error: 'required' }),
  idRolUtilisateur: z.enum(['ADMIN', 'USER'], { error: 'required' }),
  nom: personName(3, 100),
  prenom: personName(3, 50),
  /** Fixed once the user exists: an update must send the same address. */
  email: email().meta({ from: 'object.email' }),
  phone: phone(),
  actif: z.boolean({ error: 'invalid_value' }).default(true),
});

/** A user as the Users screen shows it; the labels are in the caller's language. */
export const userItem = z.object({
  idUtilisateur: z.string(),
  idStructure: z.string(),
  idTypeUtilisateur: z.enum(['AVOCAT', 'ASSISTANT']),
  typeUtilisateurLabel: z.string(),
  idRolUtilisateur: z.enum(['ADMIN', 'USER']),
  roleUtilisateurLabel: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  actif: z.boolean(),
});

export const structureParams = z.object({ structureId: id() });
export const userIdParam = z.object({ idUtilisateur: id() });
