import { toDirhams } from '@mizan/shared/money';
import type { Language } from '@mizan/shared/roles';

/** Decisions: schedules are read in the firm's time zone, whatever the viewer's machine says. */
export const FIRM_TIME_ZONE = 'Africa/Casablanca';

/** fr-FR as the spec says; Moroccan Arabic and British English keep day/month/year and 24 h. */
const LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * One formatter per locale and options, made once: building an `Intl` formatter costs far more than
 * using it, and a page's tables format hundreds of dates and amounts.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const cached = <T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T => {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
};
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** The locale a language formats dates and numbers in. */
export const localeOf = (language: Language) => LOCALES[language];

/** A calendar date (YYYY-MM-DD) has no time zone; anything else is an instant. */
const toDate = (value: string | Date) => {
  if (value instanceof Date) return { date: value, timeZone: FIRM_TIME_ZONE };
  const day = DATE_ONLY.exec(value);
  if (day) return { date: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), timeZone: 'UTC' };
  return { date: new Date(value), timeZone: FIRM_TIME_ZONE };
};

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** 22/11/2026 in French (fr-FR), and the same order in Arabic and English. */
export const formatDate = (value: string | Date, language: Language) => {
  const { date, timeZone } = toDate(value);
  if (!isValid(date)) return String(value);
  return dateFormat(LOCALES[language], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
};

/** The day in words: « dimanche 29 novembre 2026 », « الأحد 29 نونبر 2026 », "Sunday 29 November 2026". */
export const formatLongDate = (value: string | Date, language: Language) => {
  const { date, timeZone } = toDate(value);
  if (!isValid(date)) return String(value);
  return dateFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
};

/**
 * The day and month alone (30/11 in French, 30‏/11 in Arabic), formatted from the date's parts: never
 * a cut of the full date, whose Arabic text carries direction marks between its parts.
 */
export const formatDayMonth = (value: string | Date, language: Language) => {
  const { date, timeZone } = toDate(value);
  if (!isValid(date)) return String(value);
  return dateFormat(LOCALES[language], { day: '2-digit', month: '2-digit', timeZone }).format(date);
};

const hoursAndMinutes = (value: string | Date): [number, number] | null => {
  if (typeof value === 'string') {
    const time = TIME_ONLY.exec(value);
    if (time) return [Number(time[1]), Number(time[2])];
  }
  const { date } = toDate(value);
  if (!isValid(date)) return null;
  const parts = dateFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: FIRM_TIME_ZONE,
  }).formatToParts(date);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return [part('hour'), part('minute')];
};

/** 14h30 in French (spec 9); 14:30 in the language's own digits otherwise. */
export const formatTime = (value: string | Date, language: Language) => {
  const time = hoursAndMinutes(value);
  if (!time) return String(value);
  const [hours, minutes] = time;
  if (language === 'fr') return `${pad(hours)}h${pad(minutes)}`;
  return dateFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
};

export const formatDateTime = (value: string | Date, language: Language) => `${formatDate(value, language)} ${formatTime(value, language)}`;

/** An amount of dirhams as the language writes money: 1 250,50 MAD (fr), ‏1.250,50 د.م.‏ (ar), MAD 1,250.50 (en). */
export const formatAmount = (value: number, language: Language) =>
  numberFormat(LOCALES[language], { style: 'currency', currency: 'MAD' }).format(value);

/** Centimes as the reader's amount of dirhams (1 250,50 MAD in French). */
export const formatCentimes = (centimes: number, language: Language) => formatAmount(toDirhams(centimes), language);

/** Basis points as a percentage in the reader's numbers: 1250 → 12,5 %. */
export const formatBasisPoints = (points: number, language: Language) =>
  numberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(points / 10_000);

/**
 * A message's send time to the second (spec 9): dd/MM/yyyy HH:mm:ss in French, the language's own
 * order and digits otherwise; read on the firm's clocks.
 */
export const formatDateTimeSeconds = (value: string, language: Language) => {
  const date = new Date(value);
  if (!isValid(date)) return value;
  const options: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: FIRM_TIME_ZONE,
  };
  if (language !== 'fr') return dateFormat(LOCALES[language], options).format(date);
  const parts = dateFormat('fr-FR', options).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
};
