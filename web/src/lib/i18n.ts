import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@mizan/shared/roles';
import i18next, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The application's one i18next instance; tests initialise it with in-memory resources instead. */
export const i18n = i18next.createInstance();

/**
 * Options shared by the browser and the tests. Every screen needs `translation`, and `api` (the
 * API's texts, shared/src/messages.ts) for the errors it may show; the features' namespaces load with
 * their screens.
 */
export const baseI18nOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['translation', 'api'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
} satisfies InitOptions;

export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', ar: 'العربية', en: 'English' };

export const currentLanguage = (): Language => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
};

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** The whole document follows the language: `lang` for assistive technology, `dir` for the layout. */
const applyToDocument = () => {
  const language = currentLanguage();
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
};
i18n.on('languageChanged', applyToDocument);
i18n.on('initialized', applyToDocument);

/**
 * Translations from `/locales/{lng}/{ns}.json` on the product's own host. A failed load is retried
 * (up to `maxRetries`, `retryTimeout` apart) when the answer was a 5xx or no answer at all; a 4xx or
 * a body that is not JSON fails at once (i18next-http-backend's rules, checked by the web tests).
 */
export const httpLoadingOptions = {
  maxRetries: 5,
  retryTimeout: 350,
  backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
} satisfies InitOptions<HttpBackendOptions>;

/**
 * Browser set-up: the HTTP backend, the documented detection order, debug output in development.
 * `namespaces`: those the first page needs besides the base ones, loaded with them, in parallel.
 */
export const initI18n = (namespaces: readonly string[] = []) =>
  i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...baseI18nOptions,
      ...httpLoadingOptions,
      ns: [...baseI18nOptions.ns, ...namespaces],
      debug: import.meta.env.DEV,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
      // The translations are requested now, not after a timer (i18next's default): they are on
      // the first paint's path.
      initAsync: false,
    });
