import { casablancaWallTime } from '../../services/deadline-dates';

/**
 * iCalendar (RFC 5545) for the appointments' emails (METHOD:REQUEST or CANCEL) and the
 * subscription feed: events on Casablanca's wall clock (TZID=Africa/Casablanca) with the zone's
 * VTIMEZONE, whose observances are Morocco's real changes of offset (UTC+1, UTC+0 during Ramadan)
 * in the years the events span, read from the runtime's time-zone data. Lines end with CRLF and
 * are folded at 75 octets; text values are escaped.
 */
export const ZONE = 'Africa/Casablanca';

export type IcsPerson = { name: string; email: string };
export type IcsEvent = {
  uid: string;
  sequence: number;
  /** A day (all-day event) or a day and a time, on Casablanca's clock. */
  date: string;
  start?: string;
  end?: string;
  summary: string;
  description?: string;
  location?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  organizer?: IcsPerson;
  attendees?: readonly IcsPerson[];
};
export type IcsCalendar = { method?: 'REQUEST' | 'CANCEL'; name?: string; events: readonly IcsEvent[]; now: Date };

/** RFC 5545's CONTROL: the C0 controls but HTAB, and DEL (never allowed in a TEXT or a parameter value). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f]/g;
/** A TEXT value: backslash, `;` and `,` escaped, every line break (CRLF, LF or a lone CR) as `\n`, other controls removed. */
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROLS, '');
/** A quoted parameter value (a name): no DQUOTE and no control character can be in one (QSAFE-CHAR). */
const quoteParam = (value: string) => `"${value.replace(/"/g, '').replace(CONTROLS, '')}"`;

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8');
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const compactDate = (date: string) => date.replace(/-/g, '');
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
const utcStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const MINUTE_MS = 60_000;
const offsetAt = (epochMs: number) => {
  const { day, time } = casablancaWallTime(new Date(epochMs));
  return Math.round((Date.parse(`${day}T${time}:00Z`) - Math.floor(epochMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
};
const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

type Transition = { at: number; from: number; to: number };
/** Casablanca's changes of offset in the given years: a day-by-day scan, then the minute by halving. */
const transitions = (firstYear: number, lastYear: number): Transition[] => {
  const found: Transition[] = [];
  const end = Date.UTC(lastYear + 1, 0, 1);
  let previous = Date.UTC(firstYear, 0, 1);
  let previousOffset = offsetAt(previous);
  for (let t = previous + 86_400_000; t <= end; t += 86_400_000) {
    const offset = offsetAt(t);
    if (offset !== previousOffset) {
      let low = previous;
      let high = t;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(middle) === previousOffset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: previousOffset, to: offset });
    }
    previous = t;
    previousOffset = offset;
  }
  return found;
};

const timezone = (years: readonly number[]): string[] => {
  const first = Math.min(...years) - 1;
  const last = Math.max(...years) + 1;
  const base = offsetAt(Date.UTC(first, 0, 1));
  const observance = (start: string, from: number, to: number) => [
    'BEGIN:STANDARD',
    `DTSTART:${start}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${offsetText(to).slice(0, 3)}`,
    'END:STANDARD',
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${ZONE}`,
    ...observance(`${first}0101T000000`, base, base),
    ...transitions(first, last).flatMap(({ at, from, to }) => {
      // DTSTART is the wall-clock time of the change, read in the offset before it.
      const local = new Date(at + from * MINUTE_MS).toISOString();
      return observance(`${local.slice(0, 10).replace(/-/g, '')}T${local.slice(11, 19).replace(/:/g, '')}`, from, to);
    }),
    'END:VTIMEZONE',
  ];
};

const person = (property: 'ORGANIZER' | 'ATTENDEE', p: IcsPerson) =>
  `${property};CN=${quoteParam(p.name)}${property === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT' : ''}:mailto:${p.email}`;

const eventLines = (e: IcsEvent, now: Date): string[] => [
  'BEGIN:VEVENT',
  `UID:${e.uid}`,
  `SEQUENCE:${e.sequence}`,
  `DTSTAMP:${utcStamp(now)}`,
  ...(e.start && e.end
    ? [`DTSTART;TZID=${ZONE}:${localDateTime(e.date, e.start)}`, `DTEND;TZID=${ZONE}:${localDateTime(e.date, e.end)}`]
    : [`DTSTART;VALUE=DATE:${compactDate(e.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`]),
  `SUMMARY:${escapeText(e.summary)}`,
  ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
  ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
  `STATUS:${e.status}`,
  ...(e.organizer ? [person('ORGANIZER', e.organizer)] : []),
  ...(e.attendees ?? []).map((a) => person('ATTENDEE', a)),
  'END:VEVENT',
];

/** The calendar as text (CRLF lines, folded). */
export const icsCalendar = ({ method, name, events, now }: IcsCalendar): string => {
  const years = [...new Set([now.getUTCFullYear(), ...events.map((e) => Number(e.date.slice(0, 4)))])];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mizan//Calendar//FR',
    'CALSCALE:GREGORIAN',
    ...(method ? [`METHOD:${method}`] : []),
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${ZONE}`] : []),
    ...timezone(years),
    ...events.flatMap((e) => eventLines(e, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
