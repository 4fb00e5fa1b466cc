import { isolate, isolateLtr, templateParts } from '@mizan/shared/bidi';
import {
  COURT_EVENT_KINDS,
  courtEventWording,
  portalDateParts,
  type CourtEvent,
  type CourtEventKind,
  type CourtEventValue,
} from '@mizan/shared/court-events';
import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';

/**
 * A court change (shared/src/court-events.ts) as plain text in the reader's language: the API's
 * worded texts (a history entry's `valeur`, a notification's `label`, a Sync's `texte`) and the
 * emails. Each value is isolated (Unicode FSI…PDI; LRI…PDI for dates, digits read left to right),
 * so that an Arabic step's name never turns the dates around it, nor a French sentence them.
 */

/** A portal date as the texts write it, in every language: dd/MM/yyyy [HH:mm], from its digits. */
export const portalDateShown = (value: string) => {
  const { day, time } = portalDateParts(value);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}${time ? ` ${time}` : ''}`;
};

const shownValue = ({ type, value }: CourtEventValue) => {
  if (value === null || value === '') return '—';
  if (type === 'count') return String(value);
  return type === 'date' ? isolateLtr(portalDateShown(value)) : isolate(value);
};

/** The event in the reader's language, its values isolated. */
export const courtEventText = (event: CourtEvent, language: Language) => {
  const { code, values } = courtEventWording(event);
  return templateParts(message(code, language))
    .map((part) => ('text' in part ? part.text : values[part.name] ? shownValue(values[part.name]!) : ''))
    .join('');
};

// Entries and alerts written before the events were stored as data hold a sentence instead, made
// of the portal's values and dates as dd/MM/yyyy [HH:mm] (or a dash). Read back, a sentence of
// that exact shape is the event again (so it is worded in the reader's language like a new one);
// anything else is shown as the text it is, isolated. Nothing is rewritten in the table.
const DATE = String.raw`(—|\d{2}/\d{2}/\d{4}(?: \d{2}:\d{2})?)`;
const OLD_SHAPES = {
  REPORT: new RegExp(String.raw`^(.+): ${DATE} → ${DATE}$`, 'u'),
  AUDIENCE: new RegExp(String.raw`^(.+) ${DATE} → ${DATE}$`, 'u'),
  RETRAIT: new RegExp(String.raw`^(.+) ${DATE}$`, 'u'),
  IMPORT: new RegExp(String.raw`^(\d+) · (.+) ${DATE}$`, 'u'),
  STATUT: /^(.+?) → (.+)$/u,
};

/** dd/MM/yyyy [HH:mm] (a dash: none) as the portal's YYYY-MM-DD[THH:mm]. */
const portalDate = (shown: string | undefined): string | null => {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}:\d{2}))?$/.exec(shown ?? '');
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}${parts[4] ? `T${parts[4]}` : ''}` : null;
};

/** The event an old entry's or alert's sentence told, when it has the exact shape the sync wrote. */
export const legacyCourtEvent = (kind: CourtEventKind, text: string): CourtEvent | undefined => {
  switch (kind) {
    case 'REPORT': {
      const m = OLD_SHAPES.REPORT.exec(text);
      return m ? { kind, step: m[1]!, before: portalDate(m[2]), after: portalDate(m[3]) } : undefined;
    }
    case 'AUDIENCE': {
      const m = OLD_SHAPES.AUDIENCE.exec(text);
      const date = portalDate(m?.[2]);
      return m && date ? { kind, step: m[1]!, date, next: portalDate(m[3]) } : undefined;
    }
    case 'RETRAIT': {
      const m = OLD_SHAPES.RETRAIT.exec(text);
      const date = portalDate(m?.[2]);
      return m && date ? { kind, step: m[1]!, date } : undefined;
    }
    case 'IMPORT': {
      const m = OLD_SHAPES.IMPORT.exec(text);
      const date = portalDate(m?.[3]);
      return m && date ? { kind, count: Number(m[1]), step: m[2]!, date } : undefined;
    }
    case 'STATUT': {
      const m = OLD_SHAPES.STATUT.exec(text);
      return m ? { kind, before: m[1] === '—' ? null : m[1]!, after: m[2]! } : undefined;
    }
    case 'DECISION':
      // "step: content" and a case's decision cannot be told apart: the decision is the text.
      return text ? { kind, step: null, text } : undefined;
  }
};

/** The kind of court change a history entry's type (`TRIBUNAL_{kind}`) or an alert's code (`history_TRIBUNAL_{kind}`) names. */
export const courtEventKindOf = (code: string): CourtEventKind | undefined => {
  const kind = /(?:^|_)TRIBUNAL_([A-Z]+)$/.exec(code)?.[1];
  return COURT_EVENT_KINDS.find((k) => k === kind);
};

/** What a stored court entry or alert says: its event, or, written before events were data, its sentence read back. */
export const storedCourtEvent = (code: string, stored: { evenement?: CourtEvent; text: string }): CourtEvent | undefined => {
  if (stored.evenement) return stored.evenement;
  const kind = courtEventKindOf(code);
  return kind ? legacyCourtEvent(kind, stored.text) : undefined;
};
