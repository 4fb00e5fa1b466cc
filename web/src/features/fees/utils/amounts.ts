import type { Language } from '@mizan/shared/roles';
import { hoursAndMinutes } from '@mizan/shared/fees';
import { toDirhams } from '@mizan/shared/money';

/** Centimes as the reader writes them back in a field: 1250,50 (a point in English), which parseAmount reads. */
export const centimesText = (centimes: number, language: Language) => {
  const text = toDirhams(centimes).toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
};

/** Minutes as hours and minutes, with the language's words: 135 → "2 h 15 min". */
export const formatDuration = (minutes: number, units: { hours: string; minutes: string }) => {
  const parts = hoursAndMinutes(minutes);
  if (!parts.hours) return `${parts.minutes} ${units.minutes}`;
  return parts.minutes ? `${parts.hours} ${units.hours} ${parts.minutes} ${units.minutes}` : `${parts.hours} ${units.hours}`;
};
