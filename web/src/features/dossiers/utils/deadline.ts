import type { Language } from '@mizan/shared/roles';
import { formatDate, formatTime } from '../../../lib/format';

/**
 * A deadline's date as the API answers it: a day (`YYYY-MM-DD`), or, for a hearing or an
 * appointment, the day and time on Casablanca's clocks with that moment's offset
 * (`2026-12-03T09:30:00+01:00`). The day and the time are read as written: converting the instant
 * would depend on the browser's time-zone data for Morocco, which some browsers lack for the years
 * ahead.
 */
const isTimed = (dateEcheance: string) => dateEcheance.length > 10;

/** The day, YYYY-MM-DD. */
export const deadlineDay = (dateEcheance: string) => dateEcheance.slice(0, 10);

/** The time on Casablanca's clocks, HH:mm, of a timed deadline. */
export const deadlineTime = (dateEcheance: string) => (isTimed(dateEcheance) ? dateEcheance.slice(11, 16) : null);

/** The date, and the time of a timed deadline, as the language writes them. */
export const deadlineWhen = (dateEcheance: string, language: Language) => {
  const time = deadlineTime(dateEcheance);
  const day = formatDate(deadlineDay(dateEcheance), language);
  return time ? `${day} ${formatTime(time, language)}` : day;
};
