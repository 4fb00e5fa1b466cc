import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Signs in through the API: its answer leaves the refresh cookie in the page's context, and the
 * next page opened renews the session with it, as a reload does. For tests of a page rather than of
 * signing in (the login screen has its own: account, identity, prerendered-login): it spares a visit
 * of /login and of the home page before the page under test.
 */
export const signInThroughApi = async (page: Page, account: { email: string; password: string }) => {
  const answer = await page.request.post('/api/Account/login', { data: { username: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
};

/**
 * Signs out from the top bar and waits for the sign-out's answer, which clears the refresh cookie,
 * and for /login. The page may reach /login before that answer: a request still on its way when
 * the API ended the session (the sidebar's badge loads after the page) is refused, the renewal too,
 * and the app leaves at once.
 */
export const signOut = async (page: Page) => {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Account/logout', { timeout: 30_000 });
  await page.getByTestId('logout').click();
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/login$/, { timeout: 30_000 });
};

/** The path and query of an emailed link, to open on the stack under test. */
export const pathOf = (link: string | undefined) => {
  if (!link) throw new Error('the email holds no link to the app');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
