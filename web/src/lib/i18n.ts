import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@mizan/shared/roles';
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLanguage } from './document-head';
import { languageDetector } from './language-detector';
import { localesBackend } from './locales-backend';

/** The application's one i18next instance; tests initialise it with in-memory resources instead. */
export const i18n = i18next.createInstance();

/**
 * A language of the product falls back on none: each has every key (tests/web/locales.test.ts, and
 * the API's texts are typed so), so a reader's first page loads their language's files alone, not
 * English's beside them. Any other language reads English.
 */
const fallbackLng = { default: [FALLBACK_LANGUAGE], ...Object.fromEntries(LANGUAGES.map((language) => [language, []])) };

/**
 * Options shared by the browser and the tests. Every screen needs `translation`, and `api` (the
 * API's texts, shared/src/messages.ts) for the errors it may show; the features' namespaces load with
 * their screens.
 */
export const baseI18nOptions = {
  fallbackLng,
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

/** The whole document follows the language; the build's prerender (prerender.tsx) renders without a document. */
const applyToDocument = () => {
  if (typeof document !== 'undefined') applyLanguage(currentLanguage());
};
i18n.on('languageChanged', applyToDocument);
i18n.on('initialized', applyToDocument);

/** A failed load of translations is tried again up to 5 times, 350 ms apart and doubling (locales-backend.ts). */
export const loadingRetries = { maxRetries: 5, retryTimeout: 350 } satisfies InitOptions;

/**
 * Browser set-up: the translations from `/locales`, the reader's language (language-detector.ts),
 * debug output in development. `namespaces`: those the first page needs besides the base ones,
 * loaded with them, in parallel. Answers whether every file came: i18next settles even when one
 * still fails after its retries, and counts it as loaded.
 */
export const initI18n = async (namespaces: readonly string[] = []) => {
  const ns = [...baseI18nOptions.ns, ...namespaces];
  await i18n
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      ...loadingRetries,
      // A copy: i18next adds to the array it is given the namespaces loaded later (preloadNamespaces).
      ns: [...ns],
      debug: import.meta.env.DEV,
      react: { useSuspense: true },
      // The translations are requested now, not after a timer (i18next's default): they are on
      // the first paint's path.
      initAsync: false,
    });
  return ns.every((namespace) => i18n.hasResourceBundle(currentLanguage(), namespace));
};

/**
 * Starts loading namespaces without waiting for them: a signed-in page's, at start-up, which render
 * after the shell has painted (main.tsx). Called once `initI18n` has begun.
 */
export const preloadNamespaces = (namespaces: readonly string[] = []) => {
  if (namespaces.length) void i18n.loadNamespaces([...namespaces]);
};
