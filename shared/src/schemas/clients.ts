import * as z from 'zod';
import { page } from './paging.ts';
import { EMAIL_PATTERN, ZERO_ID, id, isValidPhone, optionalText } from '../validation.ts';

/** PP: natural person (CIN, nom, prénom); PM: legal entity (RC, raison sociale, représentant légal). */
export const CLIENT_TYPES = ['PP', 'PM'] as const;
/** The fields of each type (its identifier and names), then the contact fields every record has: what a party's form shows. */
export const CLIENT_TYPE_FIELDS = { PP: ['cin', 'nom', 'prenom'], PM: ['rc', 'ice', 'raisonSociale', 'representantLegal'] } as const;
export const CLIENT_CONTACT_FIELDS = ['email', 'phone', 'adresse'] as const;
/** PLG: plaintiff; ACS: accused. A party's legal status in one dossier. */
export const CLIENT_STATUSES = ['PLG', 'ACS'] as const;

/** CIN and RC are compared without spaces and case: 'ab 12345' is 'AB12345'. */
const identifier = () =>
  z
    .string()
    .max(30, { error: 'too_long' })
    .optional()
    .transform((v) => v?.replace(/\s+/g, '').toUpperCase() || undefined)
    .refine((v) => v === undefined || /^[\p{L}\p{N}./-]{1,30}$/u.test(v), { error: 'invalid_value' });

/** An absent, empty or all-zero idClient means "no existing client" (the form's placeholder). */
const optionalClientId = () =>
  z
    .string()
    .optional()
    .transform((v) => (!v || v === ZERO_ID ? undefined : v.trim()))
    .refine((v) => v === undefined || id().safeParse(v).success, { error: 'invalid_id' });

/** A client record's own details: those of its type are kept (CIN, nom, prénom; RC, raison sociale, représentant légal), with the contact fields. */
export const clientDetails = z.object({
  cin: identifier(),
  /** A new natural person needs their name; the harnesses send a new one (a namesake on the other side is a conflict of interest). */
  nom: optionalText(100).meta({ examples: ['Bennani'], unique: true }),
  prenom: optionalText(50),
  email: z
    .string()
    .trim()
    .max(254, { error: 'email_invalid' })
    .optional()
    .refine((v) => !v || EMAIL_PATTERN.test(v), { error: 'email_invalid' })
    .transform((v) => v?.toLowerCase() || undefined),
  phone: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isValidPhone(v), { error: 'phone_invalid' })
    .transform((v) => v || undefined),
  rc: identifier(),
  /** A company's ICE (identifiant commun de l'entreprise), 15 digits, which its invoices carry. */
  ice: z
    .string()
    .max(30, { error: 'ice_invalid' })
    .optional()
    .transform((v) => v?.replace(/\s+/g, '') || undefined)
    .refine((v) => v === undefined || /^\d{15}$/.test(v), { error: 'ice_invalid' }),
  raisonSociale: optionalText(200),
  representantLegal: optionalText(200),
  adresse: optionalText(300),
});
export const CLIENT_DETAIL_FIELDS = clientDetails.keyof().options;

/** `POST /api/Client`: a client of the firm created from the Clients directory, without a dossier. */
export const clientCreateBody = clientDetails.extend({ idTypeClient: z.enum(CLIENT_TYPES, { error: 'client_type_required' }) });

/**
 * `PUT /api/Client/{id}`: a record's details as they are to stand (a field left out is cleared);
 * its type does not change, and the fields of the other type are ignored.
 */
export const clientEditBody = clientDetails;

/** A client or an opposing party, as the mini form sends it (specification 2.9). */
export const partyBody = clientCreateBody.extend({
  idClient: optionalClientId(),
  idStatutClient: z.enum(CLIENT_STATUSES, { error: 'client_type_required' }),
});

/** A client record of the firm; in a dossier it also carries its legal status there. */
export const clientItem = z.object({
  idClient: z.string(),
  idTypeClient: z.enum(CLIENT_TYPES),
  idStatutClient: z.enum(CLIENT_STATUSES).optional(),
  cin: z.string().optional(),
  nom: z.string().optional(),
  prenom: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  rc: z.string().optional(),
  ice: z.string().optional(),
  raisonSociale: z.string().optional(),
  representantLegal: z.string().optional(),
  adresse: z.string().optional(),
  /** The client's account, once invited. */
  idUtilisateur: z.string().optional(),
});

/** `GET /api/Client/{id}`: an id, a CIN or an RC (one path serves the three lookups). */
export const clientLookupParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'invalid_id' })
    .regex(/^[\p{L}\p{N} ./_-]+$/u, { error: 'invalid_id' }),
});
/** `userId` is the caller's (the screen sends its own), or for an administrator any user's. */
export const clientDossiersParams = z.object({ id: id(), userId: id().meta({ from: 'caller.userId' }) });

export const clientPage = page(clientItem);
