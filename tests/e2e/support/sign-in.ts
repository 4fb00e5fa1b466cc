import type { Page } from 'playwright-core';

/**
 * Signs in through the login screen and waits until the app has left it: the address has changed
 * and the login form is gone. The address changes first; the form stays until the signed-in shell's
 * chunk is there (a navigation is a transition: web/src/app/router.tsx).
 */
export const signInAs = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.fill('input[name="username"]', email);
  await page.fill('input[name="password"]', password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await page.locator('input[name="password"]').waitFor({ state: 'detached', timeout: 30_000 });
};

/** The path and query of an emailed link, to open on the stack under test. */
export const pathOf = (link: string | undefined) => {
  if (!link) throw new Error('the email holds no link to the app');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
