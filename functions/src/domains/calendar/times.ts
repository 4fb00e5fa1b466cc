import { casablancaInstant } from '../../services/deadline-dates';
import { holidayOn } from '../../services/working-days';
import type { Availability } from '../../db/availabilities';
import type { AgendaDay, Interval } from '../../db/appointments';

/**
 * The calendar's times: wall-clock `HH:mm` in Africa/Casablanca, weeks from Monday (1) to
 * Sunday (7). The wire adds seconds (an availability's start `:01`, its end `:00`; an
 * appointment's `:00`), which are read and never kept.
 */
const DAY_MS = 86_400_000;

/** `HH:mm` of a wire time (`HH:mm` or `HH:mm:ss`). */
export const wallTime = (sent: string) => sent.slice(0, 5);
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An availability's times as the specification writes them: start `HH:mm:01`, end `HH:mm:00`. */
export const availabilityStart = (time: string) => `${time}:01`;
export const availabilityEnd = (time: string) => `${time}:00`;

/** 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export { isRealDay as isRealDate } from '../../services/working-days';

export const overlaps = (a: Pick<Interval, 'debut' | 'fin'>, b: Pick<Interval, 'debut' | 'fin'>) => a.debut < b.fin && b.debut < a.fin;

/** The instant a Casablanca day and time name. */
export const instantOf = (date: string, time: string) => new Date(casablancaInstant(date, time));

/** A day the firm does not take appointments on: a public holiday or one of its closure days. */
export type ClosedDays = { has: (date: string) => boolean };
export const isClosedForAppointments = (date: string, closures: ClosedDays) => holidayOn(date) !== undefined || closures.has(date);

export type Slot = { dateDebut: string; dateFin: string };
export type SlotDay = { jour: string; slots: Slot[] };

/**
 * The free slots of each day from `from` to `to`: that weekday's windows, minus the ones an
 * appointment holds (pending or confirmed), the ones already begun, and every window of a public
 * holiday or a closure day. A lawyer without any window has no days at all ('Aucune disponibilité').
 */
export const freeSlots = (
  windows: readonly Availability[],
  days: readonly AgendaDay[],
  range: { from: string; to: string },
  closures: ClosedDays,
  now: Date,
): SlotDay[] => {
  if (!windows.length) return [];
  const held = new Map(days.map((day) => [day.date, day.held]));
  const result: SlotDay[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const closed = isClosedForAppointments(date, closures);
    const weekday = weekdayOf(date);
    const slots = closed
      ? []
      : windows
          .filter((w) => w.idJour === weekday)
          .filter((w) => instantOf(date, w.debut).getTime() > now.getTime())
          .filter((w) => !(held.get(date) ?? []).some((interval) => overlaps(interval, w)))
          .sort((a, b) => a.debut.localeCompare(b.debut))
          .map((w) => ({ dateDebut: `${date}T${availabilityStart(w.debut)}`, dateFin: `${date}T${availabilityEnd(w.fin)}` }));
    result.push({ jour: date, slots });
  }
  return result;
};
