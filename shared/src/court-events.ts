import type * as z from 'zod';
import type { courtEvent } from './schemas/court-events.ts';

/**
 * What a sync with the court portal found, as data: a history entry, an alert and a Sync's answer
 * carry it (`evenement`), and each reader words it in their own language (the SPA with its `api`
 * messages, emails in the recipient's), never a sentence written once in the writer's language.
 * Dates are the portal's: a day, or a day and a time on Casablanca's clocks (`YYYY-MM-DD[THH:mm]`).
 * `step` is the procedure step's type and `text` a decision or status, as the portal words them.
 * The schema is in schemas/court-events.ts: what words an event (the alerts job, emails) loads no zod.
 */
export const COURT_EVENT_KINDS = ['IMPORT', 'AUDIENCE', 'REPORT', 'DECISION', 'STATUT', 'RETRAIT'] as const;
export type CourtEventKind = (typeof COURT_EVENT_KINDS)[number];

export type CourtEvent = z.infer<typeof courtEvent>;

/** A value an event's sentence names: a portal date, a text of the portal's, a number. Null reads as a dash. */
export type CourtEventValue =
  { type: 'date'; value: string | null } | { type: 'text'; value: string | null } | { type: 'count'; value: number };

/** The message of shared/messages.ts that words an event (its placeholders are the values' names). */
export type CourtEventCode = `court_event_${CourtEventKind}` | 'court_event_DECISION_STEP';

const date = (value: string | null): CourtEventValue => ({ type: 'date', value });
const text = (value: string | null): CourtEventValue => ({ type: 'text', value });

/** How an event is worded: its message, and the values its placeholders name. */
export const courtEventWording = (event: CourtEvent): { code: CourtEventCode; values: Record<string, CourtEventValue> } => {
  switch (event.kind) {
    case 'IMPORT':
      return {
        code: 'court_event_IMPORT',
        values: { count: { type: 'count', value: event.count }, step: text(event.step), date: date(event.date) },
      };
    case 'AUDIENCE':
      return { code: 'court_event_AUDIENCE', values: { step: text(event.step), date: date(event.date), next: date(event.next) } };
    case 'REPORT':
      return { code: 'court_event_REPORT', values: { step: text(event.step), before: date(event.before), after: date(event.after) } };
    case 'DECISION':
      return event.step
        ? { code: 'court_event_DECISION_STEP', values: { step: text(event.step), text: text(event.text) } }
        : { code: 'court_event_DECISION', values: { text: text(event.text) } };
    case 'STATUT':
      return { code: 'court_event_STATUT', values: { before: text(event.before), after: text(event.after) } };
    case 'RETRAIT':
      return { code: 'court_event_RETRAIT', values: { step: text(event.step), date: date(event.date) } };
  }
};

/** A portal date as its day and its time (HH:mm, Casablanca), read from its digits. */
export const portalDateParts = (value: string): { day: string; time: string | null } => {
  const parts = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  return parts ? { day: parts[1]!, time: parts[2] ?? null } : { day: value, time: null };
};
