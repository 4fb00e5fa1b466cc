import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

const ARTIFACTS = 'tests/.artifacts';

/**
 * The suite's Chromium (browser-server.ts, Debian's, driven by playwright-core), connected to once
 * per file, with one fresh context per test, against the stack the e2e suite started. A failing
 * test leaves a screenshot in tests/.artifacts/.
 */
export const useBrowser = () => {
  let browser: Browser;
  const state: { page?: Page } = {};

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  // The screenshot of a failed test is taken here, before its page closes (vitest calls `onTestFailed` after `afterEach`).
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && state.page) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await state.page
        .screenshot({ path: `${ARTIFACTS}/${task.name.replace(/[^\w-]+/g, '-')}.png`, fullPage: true })
        .catch(() => undefined);
    }
    await state.page?.context().close();
    state.page = undefined;
  });

  return {
    baseUrl: () => inject('apiUrl'),
    /** `serviceWorkers: 'block'` for a test that stops the app's files on their way (a service worker would serve them from its cache). */
    async newPage(options: { locale?: string; serviceWorkers?: 'allow' | 'block' } = {}) {
      // The firm's people are in Morocco: the browser's clock is Casablanca's, as the API's days are.
      const context = await browser.newContext({
        locale: options.locale ?? 'fr-FR',
        serviceWorkers: options.serviceWorkers ?? 'allow',
        timezoneId: 'Africa/Casablanca',
        baseURL: inject('apiUrl'),
      });
      const page = await context.newPage();
      state.page = page;
      return page;
    },
  };
};
