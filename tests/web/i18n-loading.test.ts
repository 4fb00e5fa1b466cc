import { messagesIn } from '@mizan/shared/messages';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseI18nOptions, loadingRetries } from '../../web/src/lib/i18n';
import { localesBackend } from '../../web/src/lib/locales-backend';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

/** A fresh instance with the browser's loading options, French only (no fallback to load), one namespace. */
const load = async () => {
  const instance = i18next.createInstance();
  await instance.use(localesBackend).init({
    ...baseI18nOptions,
    ...loadingRetries,
    ns: ['translation'],
    retryTimeout: 1,
    lng: 'fr',
    fallbackLng: false,
  });
  return instance;
};

const json = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

describe('translation loading', () => {
  it('loads /locales/{lng}/{ns}.json', async () => {
    fetchMock.mockResolvedValueOnce(json(200, '{"common":{"appName":"Mizan"}}'));
    const instance = await load();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/locales/fr/translation.json');
    expect(instance.t('common.appName')).toBe('Mizan');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("loads the base namespaces, the API's texts among them, in the reader's language only, and a first page's own with them", async () => {
    fetchMock.mockImplementation(async (url) => json(200, String(url).endsWith('/api.json') ? JSON.stringify(messagesIn('fr')) : '{}'));
    const instance = i18next.createInstance();
    await instance
      .use(localesBackend)
      .init({ ...baseI18nOptions, ...loadingRetries, ns: [...baseI18nOptions.ns, 'signin'], lng: 'fr', fallbackLng: false });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/locales/fr/api.json',
      '/locales/fr/signin.json',
      '/locales/fr/translation.json',
    ]);
    expect(instance.t('api:required')).toBe('Ce champ est obligatoire');
  });

  it("loads a reader's language alone, and English for a language the product does not speak", async () => {
    fetchMock.mockImplementation(async () => json(200, '{"common":{"appName":"Mizan"}}'));
    const loaded = async (lng: string) => {
      fetchMock.mockClear();
      const instance = i18next.createInstance();
      await instance.use(localesBackend).init({ ...baseI18nOptions, ...loadingRetries, ns: ['translation'], lng });
      return { files: fetchMock.mock.calls.map(([url]) => String(url)), language: instance.resolvedLanguage };
    };
    expect(await loaded('ar')).toEqual({ files: ['/locales/ar/translation.json'], language: 'ar' });
    expect(await loaded('fr-MA')).toEqual({ files: ['/locales/fr/translation.json'], language: 'fr' });
    expect(await loaded('de-DE')).toEqual({ files: ['/locales/en/translation.json'], language: 'en' });
  });

  it('retries after a 5xx, no answer, or an answer cut off', async () => {
    const cutOff = new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError('network')) }), { status: 200 });
    fetchMock
      .mockResolvedValueOnce(json(503, 'busy'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(cutOff)
      .mockResolvedValueOnce(json(200, '{"common":{"appName":"Mizan"}}'));
    const instance = await load();
    await vi.waitFor(() => expect(instance.t('common.appName')).toBe('Mizan'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry a 4xx, nor a body that is not JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json(404, 'missing'));
    await load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(200, '<html>not json</html>'));
    const instance = await load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(instance.t('common.appName')).toBe('common.appName');
  });
});
