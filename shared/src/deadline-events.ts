import type * as z from 'zod';
import type { deadlineEvent } from './schemas/deadline-events.ts';

/**
 * A cabinet deadline's event (added, corrected, performed, undone, deleted, its next deadlines kept,
 * alerted), as data: a history entry and an alert hold it (`echeance`), what happened being the
 * entry's type or the alert's code, and each reader words it in their own language (the SPA with
 * its `api` messages, the API's texts and emails in the reader's), never a sentence written once in
 * the writer's language. `date` is the deadline's day, or day and time on Casablanca's clocks
 * (`YYYY-MM-DD[THH:mm]`), written as a portal date is; `idUtilisateur` its responsible lawyer.
 */
export type DeadlineRef = { idTypeEcheance: string; date: string; idUtilisateur: string };

/** As stored: the deadline, and the next deadlines a Perform created at once or the lawyer kept. */
export type StoredDeadlineEvent = { echeance: DeadlineRef; suivantes?: DeadlineRef[] };

/** As the API answers it: each deadline's type labelled in the reader's language. */
export type DeadlineEvent = z.infer<typeof deadlineEvent>;

/** The message of shared/messages.ts that words a deadline of an event (its placeholders: `type`, `date`). */
export type DeadlineEventCode = 'deadline_event' | 'deadline_event_next';

/** How an event is worded: one sentence per deadline, in order, each with its type's label and its date. */
export const deadlineEventWording = (event: DeadlineEvent): { code: DeadlineEventCode; values: { type: string; date: string } }[] => [
  { code: 'deadline_event', values: { type: event.echeance.typeEcheance, date: event.echeance.date } },
  ...event.suivantes.map((next) => ({ code: 'deadline_event_next' as const, values: { type: next.typeEcheance, date: next.date } })),
];
