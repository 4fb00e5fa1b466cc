import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '@mizan/shared/roles';

/** Chooses a language in the top bar's menu, and waits until the page is in it. */
export const switchLanguage = async (page: Page, language: Language) => {
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`lang-${language}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 }).toBe(language);
};
