import type { Language } from '@mizan/shared/roles';
import { hoursAndMinutes } from '@mizan/shared/fees';
import { toDirhams } from '@mizan/shared/money';
import { formatAmount } from '../../../lib/format';

/** Centimes as the reader's amount of dirhams (1 250,50 MAD in French). */
export const formatCentimes = (centimes: number, language: Language) => formatAmount(toDirhams(centimes), language);

/** Centimes as the reader writes them back in a field: 1250,50 (a point in English), which parseAmount reads. */
export const centimesText = (centimes: number, language: Language) => {
  const text = toDirhams(centimes).toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
};

/** Basis points as a percentage in the reader's numbers: 1250 → 12,5 %. */
export const formatBasisPoints = (points: number, language: Language) =>
  new Intl.NumberFormat({ fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' }[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    points / 10_000,
  );

/** Minutes as hours and minutes, with the language's words: 135 → "2 h 15 min". */
export const formatDuration = (minutes: number, units: { hours: string; minutes: string }) => {
  const parts = hoursAndMinutes(minutes);
  if (!parts.hours) return `${parts.minutes} ${units.minutes}`;
  return parts.minutes ? `${parts.hours} ${units.hours} ${parts.minutes} ${units.minutes}` : `${parts.hours} ${units.hours}`;
};
