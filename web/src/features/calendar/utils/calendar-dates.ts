import { casablancaDay } from '@mizan/shared/casablanca-day';
import { mutate } from 'swr';

/**
 * Days and times of the calendar screens, on Casablanca's wall clock (decisions: the firm's time
 * zone, weeks from Monday). A calendar event's Date is built from the wall-clock parts in the
 * browser's own zone, so it shows the firm's time wherever the screen is.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const wallClock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
export const dateAt = (day: string, time = '00:00') => {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, h ?? 0, min ?? 0);
};
export const addDays = (day: string, n: number) => {
  const date = dateAt(day);
  date.setDate(date.getDate() + n);
  return isoDay(date);
};
/** Today in Casablanca. */
export const casablancaToday = () => casablancaDay(new Date());
/** The Monday of the week of a day (a Sunday belongs to the week before). */
export const mondayOf = (day: string) => {
  const weekday = dateAt(day).getDay();
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
};

/** Reads again every list and detail that shows appointments or free slots (after a change). */
export const refreshAppointments = () =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('calendar.'));
