import * as z from 'zod';
import { id } from '../validation.ts';

/** Subject and body limits (the rules; the screen's counters read them too). */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;
/** The thread's page: the newest 50, then older ones. */
export const THREAD_PAGE = 50;

/**
 * Plain text kept exactly as written: not trimmed (line breaks and spaces are the writer's), never
 * interpreted as markup anywhere; only a text of nothing but spaces counts as empty.
 */
const verbatim = (max: number) =>
  z
    .string({ error: 'required' })
    .refine((v) => v.trim().length > 0, { error: 'required', abort: true })
    .refine((v) => v.length <= max, { error: 'too_long' });

export const addMessageBody = z.object({
  idDossier: id(),
  sujet: verbatim(SUBJECT_MAX),
  contenu: verbatim(BODY_MAX),
});

/**
 * `cursor`: the id of the oldest message the reader has; the answer is the `limit` messages before
 * it. Without it, the newest ones (and opening them marks the other side's as read).
 */
export const threadQuery = z.object({
  cursor: z
    .string()
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'invalid_value' })
    .optional()
    .meta({ examples: ['01JD0000000000000000000000'] }),
  limit: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(THREAD_PAGE, { error: 'invalid_value' })
    .default(THREAD_PAGE),
});

/**
 * A message as its reader gets it (specification section 3). `idTypeAuteur` is the author's type
 * (AVOCAT, ASSISTANT or CLIENT); `lu`: read by the other side of the author — for a message of the
 * other side, by the reader's side before this reading.
 */
export const messageItem = z.object({
  idMessage: z.string(),
  idDossier: z.string(),
  idAuteur: z.string(),
  idTypeAuteur: z.string(),
  auteur: z.string(),
  sujet: z.string(),
  contenu: z.string(),
  dateEnvoi: z.string(),
  lu: z.boolean(),
});

/** The firm's staff: client messages not read yet, over all the firm's dossiers (the sidebar's badge). */
export const unreadTotal = z.object({ messagesNonLus: z.number().int() });
