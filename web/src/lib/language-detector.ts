import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@mizan/shared/roles';
import type { LanguageDetectorModule } from 'i18next';

/** Where the reader's choice of language is kept (the key i18next's own detector used). */
const STORED = 'i18nextLng';

/** Browsers may refuse storage (private modes, blocked cookies): the choice is then not kept. */
const storedIn = (storage: () => Storage) => {
  try {
    return storage().getItem(STORED);
  } catch {
    return null;
  }
};

/** A cookie's value, decoded when it can be (a malformed escape is read as it stands). */
const cookie = (name: string) => {
  const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1];
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** i18next's key-showing mode (`?lng=cimode`, for translators): used for the visit, never kept. */
const KEYS_ONLY = 'cimode';

/**
 * What may name the reader's language, in this order: the address's `?lng=`, the `i18next` cookie,
 * the choice kept in localStorage, then in sessionStorage, the browser's languages, the page's `lang`.
 */
const candidates = () =>
  [
    new URLSearchParams(window.location.search).get('lng'),
    cookie('i18next'),
    storedIn(() => window.localStorage),
    storedIn(() => window.sessionStorage),
    ...(navigator.languages?.length ? navigator.languages : [navigator.language]),
    document.documentElement.lang,
  ].filter((language): language is string => !!language);

/**
 * The reader's language: the first candidate whose language part the product has (`fr-MA`, `fr_FR`
 * and `FR` read as `fr`), English when none; none in the keys-only mode. The app's i18next settles
 * on it (`languageDetector`), and a prerendered page (first-paint.ts) shows itself in it before
 * the app has loaded: one choice for both.
 */
export const readerLanguage = (): Language | undefined => {
  for (const candidate of candidates()) {
    if (candidate === KEYS_ONLY) return undefined;
    const language = candidate.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return FALLBACK_LANGUAGE;
};

/** i18next's detector: the reader's language, kept in localStorage once chosen (not `cimode`). */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => readerLanguage() ?? KEYS_ONLY,
  cacheUserLanguage: (language: string) => {
    if (language === KEYS_ONLY) return;
    try {
      window.localStorage.setItem(STORED, language);
    } catch {
      // Not kept: the next visit detects the language again.
    }
  },
};
