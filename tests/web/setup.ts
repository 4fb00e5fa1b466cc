import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Resource, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { LANGUAGES } from '@mizan/shared/roles';
import { messagesIn } from '@mizan/shared/messages';
import { baseI18nOptions, i18n } from '../../web/src/lib/i18n';
import { clearSession } from '../../web/src/lib/session';

// Component tests render Chakra in jsdom, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// Pages load lazily (React.lazy): the first visit to one transforms its module.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs that jsdom lacks and Chakra's (Ark/Zag) components call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// The real locale files (every namespace), loaded synchronously, and the `api` namespace the build writes beside them: tests read the same words as the people do.
const files = import.meta.glob<ResourceKey>('../../web/public/locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = Object.fromEntries(LANGUAGES.map((language) => [language, { api: messagesIn(language) }]));
for (const [path, strings] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (resources[language] ??= {})[namespace] = strings;
}

await i18n.use(initReactI18next).init({
  ...baseI18nOptions,
  lng: 'fr',
  initAsync: false,
  resources,
  react: { useSuspense: false },
});

afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (i18n.language !== 'fr') await i18n.changeLanguage('fr');
});
// The web files share their worker (`isolate: false`): what a file spied on ends with it.
afterAll(() => {
  vi.restoreAllMocks();
});
