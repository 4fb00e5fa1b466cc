import * as z from 'zod';
import { id, isoDate } from '../validation.ts';
import { isDay } from './dossiers.ts';
import { page, pageQuery } from './paging.ts';

/**
 * The firm's activity log (/admin): what happened, to whom, from where. Each entry is one event of
 * a kind below; the SPA words kinds and precisions in the reader's language (`activity` namespace).
 */
export const ACTIVITY_KINDS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'ACCOUNT_LOCKED',
  'TWO_FACTOR_CHANGED',
  'USER_INVITED',
  'USER_CHANGED',
  'USER_REMOVED',
  'SETTINGS_CHANGED',
  'DOCUMENT_VIEWED',
  'DOCUMENT_DOWNLOADED',
  'DOCUMENT_VERSION_ADDED',
  'INVITATION_REFUSED',
  'DOSSIER_LAWYER_CHANGED',
  'INVOICE_ISSUED',
  'PAYMENT_RECORDED',
  'EXPORT_STARTED',
  'EXPORT_DOWNLOADED',
  'CREDIT_NOTE_ISSUED',
  'PROVISION_RECORDED',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The log's page size: 20 entries, newest first. */
export const ACTIVITY_PAGE_SIZE = 20;

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused). */
const day = () => isoDate().refine(isDay, { error: 'date_invalid' });

/**
 * Filters: the person concerned, the kind, and Casablanca days from `dateDebut` to `dateFin`
 * (both included, either optional), with the cursor of the previous page.
 */
export const activityQuery = pageQuery
  .extend({
    limit: pageQuery.shape.limit.unwrap().default(ACTIVITY_PAGE_SIZE),
    idUtilisateur: id().optional(),
    type: z.enum(ACTIVITY_KINDS, { error: 'invalid_value' }).optional(),
    dateDebut: day().optional(),
    dateFin: day().optional(),
  })
  .refine((q) => !q.dateDebut || !q.dateFin || q.dateDebut <= q.dateFin, { error: 'date_range_invalid', path: ['dateFin'] });

/**
 * One entry. `idUtilisateur`/`utilisateur`: the person who acted (for a failed sign-in, the
 * account tried; null for an address no account has). `objet`: what the event is about (the
 * person invited, changed or removed, the document's file name, the setting's identifier, the
 * address refused). `precisions`: codes the screen words (the fields changed, the setting and
 * what was done to it, the role given, the reason of a failure, the minutes of a lock, the two-factor change).
 */
export const activityEntry = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(ACTIVITY_KINDS),
  idUtilisateur: z.string().nullable(),
  utilisateur: z.string().nullable(),
  role: z.string().nullable(),
  ip: z.string().nullable(),
  objet: z.string().nullable(),
  precisions: z.array(z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityPage = page(activityEntry);
