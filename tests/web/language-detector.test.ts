import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@mizan/shared/roles';
import { baseI18nOptions } from '../../web/src/lib/i18n';
import { languageDetector, readerLanguage } from '../../web/src/lib/language-detector';

/**
 * A fresh instance with the detector and the product's languages (one word each, no loading): the
 * language it settles on (`cimode` in the keys-only mode, which resolves to none).
 */
const detectedBy = async () => {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(LANGUAGES.map((language) => [language, { translation: { word: language } }]));
  await instance.use(languageDetector).init({ ...baseI18nOptions, resources, initAsync: false });
  return instance.resolvedLanguage ?? instance.language;
};

/** Each test starts from a page that names no language, and what it set up ends with it. */
const reset = () => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
  document.documentElement.lang = '';
};
beforeEach(reset);
afterEach(reset);

describe('the language detector', () => {
  it('reads ?lng=, the cookie, localStorage, sessionStorage, the browser, the page, in that order', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    document.documentElement.lang = 'fr';
    expect(readerLanguage()).toBe('fr');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-GB']);
    expect(readerLanguage()).toBe('en');
    sessionStorage.setItem('i18nextLng', 'ar');
    expect(readerLanguage()).toBe('ar');
    localStorage.setItem('i18nextLng', 'fr');
    expect(readerLanguage()).toBe('fr');
    document.cookie = 'i18next=en';
    expect(readerLanguage()).toBe('en');
    window.history.replaceState(null, '', '/login?lng=ar');
    expect(readerLanguage()).toBe('ar');
  });

  it('reads fr-MA, fr_FR and FR as French, any other language as English, and a malformed cookie as none', () => {
    for (const [languages, expected] of [
      [['de-DE', 'fr-MA'], 'fr'],
      [['fr_FR', 'ar'], 'fr'],
      [['FR', 'ar'], 'fr'],
      [['zh-Hant-TW', 'ar'], 'ar'],
      [['de-DE', 'es'], 'en'],
    ] as const) {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...languages]);
      expect(readerLanguage(), languages.join()).toBe(expected);
    }
    document.cookie = 'i18next=%E0%A4%A';
    expect(readerLanguage()).toBe('en');
  });

  it('names no language in the keys-only mode, which is never kept', async () => {
    window.history.replaceState(null, '', '/login?lng=cimode');
    expect(readerLanguage()).toBeUndefined();
    localStorage.setItem('i18nextLng', 'fr');
    expect(await detectedBy()).toBe('cimode');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it("gives i18next the reader's language, keeps it in localStorage, and survives storage that refuses", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'ar-MA', 'fr']);
    expect(await detectedBy()).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');

    window.history.replaceState(null, '', '/?lng=en');
    expect(await detectedBy()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    window.history.replaceState(null, '', '/');
    expect(await detectedBy()).toBe('ar');
  });
});
