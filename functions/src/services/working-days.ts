import { casablancaDay } from '@mizan/shared/casablanca-day';
import type { Labels } from '../reference/labels';
import holidayData from '../reference/holidays-ma.json';

/**
 * Working-day arithmetic for deadlines, on calendar dates `YYYY-MM-DD` as they are read in
 * Morocco (Africa/Casablanca). Every function here is pure: dates are strings, the firm's own
 * closure days are a parameter, nothing reads the clock except `casablancaToday(now)`.
 *
 * A day is *closed* when it is a Saturday or a Sunday, a Moroccan public holiday, or one of the
 * firm's closure days; every other day is *open*.
 *
 * Public holidays are the union of
 * - the fixed civil holidays, computed for any year (decree 2.04.426 as amended: 1 Jan, 11 Jan,
 *   1 May, 30 Jul, 14 Aug, 20 Aug, 21 Aug, 6 Nov, 18 Nov; 14 Jan since 2024; 31 Oct since 2026);
 * - the dated list `reference/holidays-ma.json` (2025–2027), which also holds the religious
 *   holidays. Lunar dates marked `approximate` are predictions that may move by a day; they count
 *   as holidays until the list is corrected. Religious holidays after the list's last year are
 *   unknown: refresh the list each year when the Habous ministry publishes the dates.
 */
export type IsoDate = string;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30, not 2026-13-01). */
export const isRealDay = (date: string) => {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === date;
};

export type Holiday = { date: IsoDate; name: Labels; kind: 'civil' | 'religious'; approximate: boolean };

/** A firm's own closure days (office closed, court recess), as dates. */
export type ClosureDays = ReadonlySet<IsoDate> | readonly IsoDate[];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const toEpochDay = (date: IsoDate): number => {
  const match = DATE.exec(date);
  const epoch = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(epoch).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return epoch / DAY_MS;
};
const fromEpochDay = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

const FIXED_CIVIL: readonly { monthDay: string; since?: number; name: Labels }[] = [
  { monthDay: '01-01', name: { fr: 'Nouvel An', ar: 'رأس السنة الميلادية', en: "New Year's Day" } },
  { monthDay: '01-11', name: { fr: "Manifeste de l'Indépendance", ar: 'ذكرى تقديم وثيقة الاستقلال', en: 'Independence Manifesto Day' } },
  { monthDay: '01-14', since: 2024, name: { fr: 'Nouvel An amazigh', ar: 'رأس السنة الأمازيغية', en: 'Amazigh New Year' } },
  { monthDay: '05-01', name: { fr: 'Fête du Travail', ar: 'عيد الشغل', en: 'Labour Day' } },
  { monthDay: '07-30', name: { fr: 'Fête du Trône', ar: 'عيد العرش', en: 'Throne Day' } },
  { monthDay: '08-14', name: { fr: "Allégeance d'Oued Eddahab", ar: 'ذكرى استرجاع إقليم وادي الذهب', en: 'Oued Eddahab Allegiance Day' } },
  {
    monthDay: '08-20',
    name: { fr: 'Révolution du Roi et du Peuple', ar: 'ذكرى ثورة الملك والشعب', en: 'Revolution of the King and the People' },
  },
  { monthDay: '08-21', name: { fr: 'Fête de la Jeunesse', ar: 'عيد الشباب', en: 'Youth Day' } },
  { monthDay: '10-31', since: 2026, name: { fr: "Fête de l'Unité", ar: 'عيد الوحدة', en: 'Unity Day' } },
  { monthDay: '11-06', name: { fr: 'Marche Verte', ar: 'ذكرى المسيرة الخضراء', en: 'Green March Day' } },
  { monthDay: '11-18', name: { fr: "Fête de l'Indépendance", ar: 'عيد الاستقلال', en: 'Independence Day' } },
];

const LISTED = new Map((holidayData as Holiday[]).map((holiday) => [holiday.date, holiday]));

const LISTED_YEARS = new Set([...LISTED.keys()].map((date) => Number(date.slice(0, 4))));

/**
 * Whether the dated list holds the year, and so its religious holidays. For another year only the
 * fixed civil holidays are known: a date in it cannot be checked against the movable ones.
 */
export const holidaysKnown = (year: number): boolean => LISTED_YEARS.has(year);

/** The public holiday on a date, if any (listed dates first, then the fixed civil rule). */
export const holidayOn = (date: IsoDate): Holiday | undefined => {
  const listed = LISTED.get(date);
  if (listed) return listed;
  const year = Number(date.slice(0, 4));
  const fixed = FIXED_CIVIL.find((h) => h.monthDay === date.slice(5) && (h.since ?? 0) <= year);
  return fixed && { date, name: fixed.name, kind: 'civil', approximate: false };
};

/** The public holidays of a year, in date order. */
export const holidaysOf = (year: number): Holiday[] => {
  const days: Holiday[] = [];
  for (let day = toEpochDay(`${String(year).padStart(4, '0')}-01-01`); fromEpochDay(day).startsWith(String(year)); day++) {
    const holiday = holidayOn(fromEpochDay(day));
    if (holiday) days.push(holiday);
  }
  return days;
};

/** Saturday or Sunday. */
export const isWeekend = (date: IsoDate): boolean => {
  const weekday = new Date(toEpochDay(date) * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const hasDay = (closures: ClosureDays, date: IsoDate) =>
  'has' in closures ? closures.has(date) : (closures as readonly IsoDate[]).includes(date);

/** A weekend day, a public holiday or one of the firm's closure days. */
export const isClosedDay = (date: IsoDate, closures: ClosureDays = []): boolean =>
  isWeekend(date) || holidayOn(date) !== undefined || hasDay(closures, date);

/** The date itself when open, else the first open day after it (a deadline on a closed day rolls forward). */
export const nextOpenDay = (date: IsoDate, closures: ClosureDays = []): IsoDate => {
  let day = toEpochDay(date);
  while (isClosedDay(fromEpochDay(day), closures)) day++;
  return fromEpochDay(day);
};

const assertCount = (n: number) => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Day count must be a whole number ≥ 0: ${n}`);
};

/**
 * `n` calendar days after `date`; a result on a closed day rolls to the next open day (the usual
 * rule for procedural time limits whose last day falls on a holiday).
 */
export const addCalendarDays = (date: IsoDate, n: number, closures: ClosureDays = []): IsoDate => {
  assertCount(n);
  return nextOpenDay(fromEpochDay(toEpochDay(date) + n), closures);
};

/**
 * The `n`-th open day after `date`, counting only open days (`date` itself never counts). With
 * `n = 0` it is `nextOpenDay(date)`: the identity on an open day.
 */
export const addWorkingDays = (date: IsoDate, n: number, closures: ClosureDays = []): IsoDate => {
  assertCount(n);
  if (n === 0) return nextOpenDay(date, closures);
  let day = toEpochDay(date);
  for (let left = n; left > 0;) {
    day++;
    if (!isClosedDay(fromEpochDay(day), closures)) left--;
  }
  return fromEpochDay(day);
};

/**
 * The `n`-th open day before `date`, counting only open days (`date` itself never counts). With
 * `n = 0` it is `date` (a task due on the deadline's day).
 */
export const workingDaysBefore = (date: IsoDate, n: number, closures: ClosureDays = []): IsoDate => {
  assertCount(n);
  let day = toEpochDay(date);
  for (let left = n; left > 0;) {
    day--;
    if (!isClosedDay(fromEpochDay(day), closures)) left--;
  }
  return fromEpochDay(day);
};

/** The calendar date in Morocco at an instant (Morocco's UTC offset changes around Ramadan). */
export const casablancaToday = (now: Date): IsoDate => casablancaDay(now);
