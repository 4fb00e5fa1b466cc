/**
 * Text as the firm's keys, matching and search compare it (reference uniqueness in db/dossiers,
 * name matching and listing in db/clients, search words): accents and case do not count, nor do
 * repeated spaces. Latin text is decomposed (NFD) and its marks dropped; Arabic keeps its letters
 * with its own folding: the forms of alef (أ إ آ ٱ) read as ا, ة as ه, ى as ي, ؤ as و, ئ as ي,
 * and the short vowels, tanwin, shadda, sukun and tatweel are dropped.
 */
const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};
const ARABIC_LETTERS = new RegExp(`[${Object.keys(ARABIC_FOLDS).join('')}]`, 'gu');
/** Harakat, tanwin, shadda, sukun, dagger alef, Quranic marks and tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu;

export const normaliseText = (value: string): string =>
  value
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_LETTERS, (letter) => ARABIC_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();

/** Index tokens shorter than this are not stored; a query of shorter words finds nothing. */
export const MIN_TOKEN_LENGTH = 2;

/** The distinct words of a text, normalised, split on anything that is not a letter or a digit. */
export const tokenize = (value: string): string[] => [
  ...new Set(
    normaliseText(value)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= MIN_TOKEN_LENGTH),
  ),
];

/** A reference's letters and digits only ('2024/CIV-12' reads '2024civ12'), for prefix search. */
export const compactReference = (value: string): string => normaliseText(value).replace(/[^\p{L}\p{N}]/gu, '');
