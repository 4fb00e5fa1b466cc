import type { Language } from '@mizan/shared/roles';
import { toCardinal as arabicNumber } from 'n2words/ar-SA';
import { toCardinal as englishNumber } from 'n2words/en-GB';
import { toCardinal as frenchNumber } from 'n2words/fr-FR';

/**
 * An amount of dirhams in words, as an invoice closes on it ("Arrêtée la présente note
 * d'honoraires à la somme de …"): the numbers are n2words' (its French, Arabic and British English
 * cardinals, one module each, so the print bundle carries three languages, not seventy), the
 * currency's words and their agreement ours.
 */

/** French: "un dirham", "deux dirhams", "un million de dirhams" (de after million and milliard), "zéro dirham". */
const french = (count: number, unit: 'dirham' | 'centime') => {
  const words = frenchNumber(count);
  const plural = count >= 2 ? 's' : '';
  return /(million|milliard)s?$/.test(words) ? `${words} de ${unit}s` : `${words} ${unit}${plural}`;
};

/**
 * Arabic, the counted noun agreeing with the number as written numbers take it: one "درهم واحد",
 * two "درهمان", three to ten the plural "دراهم", then the accusative singular "درهماً", and the
 * genitive singular "درهم" after a round hundred, thousand or million.
 */
const ARABIC_UNITS = {
  dirham: { one: 'درهم واحد', two: 'درهمان', few: 'دراهم', many: 'درهماً', round: 'درهم' },
  centime: { one: 'سنتيم واحد', two: 'سنتيمان', few: 'سنتيمات', many: 'سنتيماً', round: 'سنتيم' },
};
const arabic = (count: number, unit: 'dirham' | 'centime') => {
  const forms = ARABIC_UNITS[unit];
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const rest = count % 100;
  const noun = rest >= 3 && rest <= 10 ? forms.few : rest === 0 ? forms.round : forms.many;
  return `${arabicNumber(count)} ${noun}`;
};

/** English: "one dirham", "two dirhams", "zero dirhams". */
const english = (count: number, unit: 'dirham' | 'centime') => `${englishNumber(count)} ${unit}${count === 1 ? '' : 's'}`;

const IN_WORDS: Record<Language, { words: typeof french; and: string }> = {
  fr: { words: french, and: ' et ' },
  ar: { words: arabic, and: ' و' },
  en: { words: english, and: ' and ' },
};

/** Whole centimes in words: "deux mille vingt et un dirhams et cinquante centimes" (the centimes left out when none). */
export const amountInWords = (centimes: number, language: Language) => {
  const { words, and } = IN_WORDS[language];
  const dirhams = Math.floor(centimes / 100);
  const rest = centimes % 100;
  return rest ? `${words(dirhams, 'dirham')}${and}${words(rest, 'centime')}` : words(dirhams, 'dirham');
};
