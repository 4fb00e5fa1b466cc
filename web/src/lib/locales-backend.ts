import type { BackendModule, ReadCallback } from 'i18next';

/**
 * i18next's loading of the translations: `/locales/{lng}/{ns}.json` on the product's own host. A
 * 5xx, no answer or an answer cut off asks i18next to try again (its `maxRetries`, `retryTimeout`
 * apart and doubling); a 4xx or a body that is not JSON fails at once.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const url = `/locales/${language}/${namespace}.json`;
    const read = async () => {
      const response = await fetch(url).catch(() => undefined);
      if (!response) return callback(`${url}: no answer`, true);
      if (!response.ok) return callback(`${url}: ${response.status}`, response.status >= 500);
      const text = await response.text().catch(() => undefined);
      if (text === undefined) return callback(`${url}: cut off`, true);
      let data: Parameters<ReadCallback>[1];
      try {
        data = JSON.parse(text) as Parameters<ReadCallback>[1];
      } catch {
        return callback(`${url}: not JSON`, false);
      }
      callback(null, data);
    };
    void read();
  },
};
