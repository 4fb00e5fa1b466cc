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

const cookie = (name: string) => {
  const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
};

/**
 * The reader's language, in this order: the address's `?lng=`, the `i18next` cookie, the choice kept
 * in localStorage, then in sessionStorage, the browser's languages, the page's `lang`. i18next keeps
 * the first it supports (`fr-MA` reads as `fr`), and keeps a new choice in localStorage.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng'),
      cookie('i18next'),
      storedIn(() => window.localStorage),
      storedIn(() => window.sessionStorage),
      ...(navigator.languages ?? [navigator.language]),
      document.documentElement.lang,
    ].filter((language): language is string => !!language),
  cacheUserLanguage: (language: string) => {
    try {
      window.localStorage.setItem(STORED, language);
    } catch {
      // Not kept: the next visit detects the language again.
    }
  },
};
