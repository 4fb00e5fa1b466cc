import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@mizan/shared/roles';
import { baseI18nOptions } from '../../web/src/lib/i18n';
import { languageDetector, readerLanguage } from '../../web/src/lib/language-detector';

const detected = () => languageDetector.detect();

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

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
  document.documentElement.lang = '';
});

describe('the language detector', () => {
  it('reads ?lng=, the cookie, localStorage, sessionStorage, the browser, the page, in that order', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    document.documentElement.lang = 'fr';
    expect(detected()).toEqual(['en-GB', 'en', 'fr']);
    sessionStorage.setItem('i18nextLng', 'ar');
    localStorage.setItem('i18nextLng', 'fr');
    document.cookie = 'i18next=en';
    window.history.replaceState(null, '', '/login?lng=ar');
    expect(detected()).toEqual(['ar', 'en', 'fr', 'ar', 'en-GB', 'en', 'fr']);
  });

  it('reads a malformed cookie as it stands rather than fail, and never keeps the keys-only mode', async () => {
    document.cookie = 'i18next=%E0%A4%A';
    expect([...(detected() ?? [])][0]).toBe('%E0%A4%A');
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    localStorage.setItem('i18nextLng', 'fr');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it("gives i18next the first language it supports, keeps the reader's choice in localStorage, and survives storage that refuses", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'ar-MA', 'fr']);
    expect(await detectedBy()).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar-MA');

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

  it('names the language i18next settles on, without i18next (the prerendered page shows in it: first-paint.ts)', async () => {
    const readers = [['de-DE', 'ar-MA', 'fr'], ['fr-MA'], ['EN-gb', 'fr'], ['de-DE', 'es'], ['zh-Hant-TW', 'ar'], ['ar']];
    for (const languages of readers) {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      const named = readerLanguage();
      expect(named, languages.join()).toBe(await detectedBy());
      localStorage.clear();
    }
    window.history.replaceState(null, '', '/login?lng=cimode');
    expect(readerLanguage()).toBeUndefined();
    expect(await detectedBy()).toBe('cimode');
  });
});
