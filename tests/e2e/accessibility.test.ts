import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const DEMO_ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };

const PUBLIC_SCREENS = [
  { path: '/login', ready: 'input[name="username"]' },
  { path: '/register', ready: 'input[name="confirm"]' },
  { path: '/forgot-password', ready: 'input[name="email"]' },
  { path: '/reset-password', ready: '[role="alert"]' },
  { path: '/reset-password?token=not-a-valid-token-0123456789abcdef', ready: 'a[href="/forgot-password"]' },
  // An unknown first-connection token: the lookup's 404 leads to the not-found page.
  { path: '/first-connection?id=not-a-valid-token-0123456789abcdef', ready: 'a[href="/"]' },
];

describe('accessibility (axe-core): no serious or critical violation', () => {
  it.each(PUBLIC_SCREENS)('$path', async ({ path, ready }) => {
    const page = await browser.newPage();
    await page.goto(path);
    await page.locator(ready).first().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the signed-in shell: home, users (its form and delete confirmation), profile, in French and Arabic', async () => {
    const page = await browser.newPage();
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const found: Record<string, unknown> = {};
    for (const language of ['fr', 'ar']) {
      await page.goto(`/?lng=${language}`);
      await page.getByTestId('user-name').waitFor(WAIT);
      found[`${language} /`] = await seriousViolations(page);

      await page.goto('/Users');
      await page.getByTestId('add-user').waitFor(WAIT);
      await page.locator('tbody tr').first().waitFor(WAIT);
      found[`${language} /Users`] = await seriousViolations(page);

      await page.getByTestId('add-user').click();
      await page.getByTestId('user-form-dialog').waitFor(WAIT);
      await page.getByTestId('user-form-submit').click();
      await page.locator('[data-testid="user-form-dialog"] [aria-invalid="true"]').first().waitFor(WAIT);
      found[`${language} /Users form`] = await seriousViolations(page);
      await page.keyboard.press('Escape');
      await page.getByTestId('user-form-dialog').waitFor({ state: 'detached', ...WAIT });

      // The delete confirmation, cancelled: nothing is removed.
      await page.locator('tbody tr').first().locator('button').last().click();
      await page.getByTestId('confirm-dialog').waitFor(WAIT);
      found[`${language} /Users delete`] = await seriousViolations(page);
      await page.getByTestId('confirm-cancel').click();
      await page.getByTestId('confirm-dialog').waitFor({ state: 'detached', ...WAIT });

      await page.goto('/profile');
      await page.getByTestId('profile-form').waitFor(WAIT);
      found[`${language} /profile`] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
    expect(Object.keys(found)).toHaveLength(10);
  });
});
