import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import { addCalendarDays, casablancaToday, holidayOn, holidaysKnown, isWeekend, type IsoDate } from './working-days';

/**
 * The dates of cabinet deadlines, in Morocco's time (Africa/Casablanca, whose UTC offset changes
 * around Ramadan). A deadline is a day, or a day and a time (hearings, appointments): stored as
 * the day and the wall-clock time read in Casablanca, answered as the day or as an instant with
 * Casablanca's offset at that moment. Pure functions: "now" is always a parameter.
 */
export type DeadlineWhen = { day: IsoDate; time?: string };

/** Made on first use, like working-days.ts `casablancaToday`'s: not an import's cost. */
let wallClock: Intl.DateTimeFormat | undefined;

/** The day and the time (HH:mm) on Casablanca's clocks at an instant. */
export const casablancaWallTime = (instant: Date): Required<DeadlineWhen> => {
  wallClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Casablanca',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

const MINUTE_MS = 60_000;
/** Casablanca's offset from UTC at an instant, in minutes. */
const offsetAt = (epochMs: number) => {
  const { day, time } = casablancaWallTime(new Date(epochMs));
  const wall = Date.parse(`${day}T${time}:00Z`);
  return Math.round((wall - Math.floor(epochMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant a Casablanca day and time name, written with the offset of that moment: `2026-12-03T09:30:00+01:00`. */
export const casablancaInstant = (day: IsoDate, time: string): string => {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const offset = offsetAt(wall - offsetAt(wall) * MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  return `${day}T${time}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
};

const SENT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A deadline date as the API receives it (already checked by the shared schema): a day; a day and
 * a time read in Casablanca (seconds dropped); or an instant, read on Casablanca's clocks.
 */
export const readDeadlineDate = (sent: string): DeadlineWhen => {
  const [, day = '', time, zone] = SENT.exec(sent) ?? [];
  if (!time) return { day };
  if (!zone) return { day, time };
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return casablancaWallTime(new Date(`${day}T${time}:00${offset}`));
};

/** The date as the API answers it: the day, or the instant with Casablanca's offset. */
export const deadlineDateText = ({ day, time }: DeadlineWhen): string => (time ? casablancaInstant(day, time) : day);

/** A portal date (day, or day and time in Casablanca) as the API answers dates: a day, or an instant with Casablanca's offset. */
export const portalDateText = (date: string) => {
  const [day, time] = date.split('T') as [string, string | undefined];
  return deadlineDateText({ day, time });
};

/** Open and past: a day deadline from the next day on (Casablanca), a timed one from its time on. */
export const isPast = (when: DeadlineWhen, now: Date): boolean =>
  when.time ? Date.parse(casablancaInstant(when.day, when.time)) < now.getTime() : when.day < casablancaToday(now);

/** A closed day a computed date moved past: why it is closed (a holiday before a closure before a weekend). */
export type DateMove = { date: IsoDate; nature: 'weekend' | 'holiday' | 'closure'; motif?: string };

/**
 * A chained deadline's date: `depuis` (the realisation day) plus `delais` calendar days is
 * `dateCalculee`; when that day is closed (weekend, public holiday, firm closure day) the date is
 * the next working day, and `motifs` holds every closed day it moved past, in order. `verifiee` is
 * false when a year from `dateCalculee` to the date has no known religious holidays.
 */
export type DateComputation = {
  depuis: IsoDate;
  delais: number;
  dateCalculee: IsoDate;
  date: IsoDate;
  motifs: DateMove[];
  verifiee: boolean;
};

/** The firm's closure days, with their reason. */
export type Closures = ReadonlyMap<IsoDate, string>;

const DAY_MS = 86_400_000;
const plusDays = (date: IsoDate, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const yearOf = (date: IsoDate) => Number(date.slice(0, 4));

const whyClosed = (date: IsoDate, closures: Closures): DateMove | undefined => {
  if (holidayOn(date)) return { date, nature: 'holiday' };
  if (closures.has(date)) return { date, nature: 'closure', ...(closures.get(date) ? { motif: closures.get(date) } : {}) };
  return isWeekend(date) ? { date, nature: 'weekend' } : undefined;
};

export const computeChainedDate = (depuis: IsoDate, delais: number, closures: Closures): DateComputation => {
  const date = addCalendarDays(depuis, delais, [...closures.keys()]);
  const dateCalculee = plusDays(depuis, delais);
  const motifs: DateMove[] = [];
  for (let day = dateCalculee; day < date; day = plusDays(day, 1)) {
    const move = whyClosed(day, closures);
    if (move) motifs.push(move);
  }
  const years = Array.from({ length: yearOf(date) - yearOf(dateCalculee) + 1 }, (_, i) => yearOf(dateCalculee) + i);
  return { depuis, delais, dateCalculee, date, motifs, verifiee: years.every(holidaysKnown) };
};

const weekday = (language: Language) =>
  new Intl.DateTimeFormat({ fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' }[language], { weekday: 'long', timeZone: 'UTC' });

/** Why a date moved, in the reader's language: the weekday, the holiday's name, or the firm's closure and its reason. */
export const moveLabel = (move: DateMove, language: Language): string => {
  switch (move.nature) {
    case 'holiday':
      return holidayOn(move.date)?.name[language] ?? move.date;
    case 'closure':
      return move.motif ? `${message('deadline_moved_closure', language)} — ${move.motif}` : message('deadline_moved_closure', language);
    default:
      return weekday(language).format(new Date(`${move.date}T00:00:00Z`));
  }
};
