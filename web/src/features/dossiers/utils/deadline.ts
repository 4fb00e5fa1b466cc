import type { Language } from '@mizan/shared/roles';
import { formatDate, formatDateTime } from '../../../lib/format';

/** A deadline's date as the API answers it: a day (`YYYY-MM-DD`) or an instant for a hearing or an appointment. */
export const isTimed = (dateEcheance: string) => dateEcheance.length > 10;

/** The date, and the time (in Casablanca) of a timed deadline, as the language writes them. */
export const deadlineWhen = (dateEcheance: string, language: Language) =>
  isTimed(dateEcheance) ? formatDateTime(dateEcheance, language) : formatDate(dateEcheance, language);
