import { describe, expect, it } from 'vitest';
import { linkIn, waitForEmail } from '../support/mailbox';
import { useBrowser } from './support/browser';
import { pathOf, signOut } from './support/sign-in';

const browser = useBrowser();

describe('sign-up and sign-in in the browser', () => {
  it('registers a firm, verifies its address from the email, signs in, out and in again and switches to Arabic, right to left', async () => {
    const page = await browser.newPage();
    const email = `amina.${Date.now()}@alaoui-avocats.ma`;
    const password = 'Cabinet@2026';

    await page.goto('/register');
    const signUp = page.locator('form button[type="submit"]');
    await page.fill('input[name="nom"]', 'Alaoui');
    await page.fill('input[name="prenom"]', 'Amina');
    await page.fill('input[name="cabinet"]', 'Cabinet Alaoui');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="phone"]', '+212 6 61 23 45 67');
    await page.fill('input[name="password"]', password);
    await expect.poll(() => signUp.isDisabled()).toBe(true);
    await page.fill('input[name="confirm"]', password);
    // The password inputs show their own masked value, never the email.
    expect(await page.inputValue('input[name="password"]')).toBe(password);
    expect(await page.getAttribute('input[name="password"]', 'type')).toBe('password');
    await expect.poll(() => signUp.isEnabled()).toBe(true);
    const since = Date.now();
    await signUp.click();
    await page.getByText('Inscription réussie !').waitFor();

    // The address is verified through the emailed link before the firm signs in.
    const mail = await waitForEmail(email, { since, timeoutMs: 30_000, match: (sent) => !!linkIn(sent, '/verify-email?') });
    await page.goto(pathOf(linkIn(mail, '/verify-email?')));
    await page.getByText('Adresse vérifiée : votre cabinet est activé. Vous pouvez vous connecter.').waitFor();

    await page.goto('/login');
    await page.fill('input[name="username"]', email);
    await page.fill('input[name="password"]', 'Wrong@2026');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Adresse e-mail ou mot de passe incorrect.', { exact: true }).waitFor();
    await page.fill('input[name="password"]', password);
    await expect.poll(() => page.getByText('Adresse e-mail ou mot de passe incorrect.', { exact: true }).count()).toBe(0);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('user-name').waitFor();
    expect(await page.getByTestId('user-name').textContent()).toContain('Amina Alaoui');

    await signOut(page);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('mizan_refresh');

    await page.goto('/');
    await page.waitForURL(/\/login$/);
    await page.fill('input[name="username"]', email);
    await page.fill('input[name="password"]', password);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('user-name').waitFor();

    await page.getByTestId('language-menu').click();
    await page.getByTestId('lang-ar').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  });
});
