import * as z from 'zod';
import { courtEvent } from './court-events.ts';
import { deadlineEvent } from './deadline-events.ts';
import { id } from '../validation.ts';

/** A dossier as the dashboard links it: its id and the reference shown. */
const dossierRef = z.object({ id: z.string(), label: z.string() });

/**
 * A row of the week's hearings (specification section 3): the dossier's references and the
 * hearing's date, with what it is (`libelle`: the portal's procedure type, or the deadline's type)
 * and where it comes from (the court portal's next hearing, or a cabinet deadline of type AUD).
 */
export const hearingRow = z.object({
  refCabinet: dossierRef,
  refTribunal: dossierRef,
  dateAudience: z.string(),
  libelle: z.string(),
  source: z.enum(['tribunal', 'cabinet']),
});

/** A row of the urgent actions: an alerted open deadline due this week, or overdue (`enRetard`). */
export const urgentRow = z.object({
  refCabinet: dossierRef,
  refTribunal: dossierRef,
  dateAudience: z.string(),
  libelle: z.string(),
  enRetard: z.boolean(),
});

/**
 * A notification (specification section 3's alert): worded in the reader's language (`label`: the
 * title and what it is about, each value isolated), and in parts for a screen to lay out: `titre`,
 * the stored `texte`, and a court change's or a deadline's event as data (`evenement`, `echeance`),
 * to word with its values isolated.
 */
export const alertRow = z.object({
  id: z.string(),
  label: z.string(),
  titre: z.string(),
  texte: z.string(),
  evenement: courtEvent.nullable(),
  echeance: deadlineEvent.nullable(),
  source: z.enum(['court', 'deadline', 'appointment', 'message']),
  refCabinet: dossierRef.nullable(),
  refTribunal: dossierRef.nullable(),
  dateAlert: z.string(),
  clients: z.array(z.object({ nom: z.string() })),
  lu: z.boolean(),
});

export const readAlertsBody = z.object({ ids: z.array(id()).min(1).max(100) });
export const readAlertsResponse = z.object({ lus: z.number().int() });

/** One day of the 14-day strip: how many hearings, deadlines and meetings it holds. */
export const dayCount = z.object({
  date: z.string(),
  audiences: z.number().int(),
  echeances: z.number().int(),
  rendezVous: z.number().int(),
});

/** Whether the person receives the daily digest email. */
export const digestPreference = z.object({ actif: z.boolean() });

/** The new firm's checklist, in order: each step is done by doing it (counted from the firm's data). */
export const CHECKLIST_STEPS = ['colleague', 'availability', 'dossier', 'firmDetails'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** The checklist an admin sees on their dashboard: no steps once all are done or it was dismissed. */
export const checklist = z.object({ steps: z.array(z.object({ step: z.enum(CHECKLIST_STEPS), done: z.boolean() })) });
