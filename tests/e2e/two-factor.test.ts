import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { registerFirm } from '../support/accounts';
import { useBrowser } from './support/browser';
import { signInThroughApi, signOut } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

describe('two-factor sign-in in the browser', () => {
  it('is turned on from the profile (QR code, first code, recovery codes once), then sign-in asks for the code', async () => {
    const firm = await registerFirm({}, 'fr');
    const page = await browser.newPage();
    await signInThroughApi(page, firm);
    await page.goto('/profile');
    const section = page.getByTestId('two-factor');
    await section.getByRole('button', { name: 'Activer' }).click(WAIT);
    await section.locator('input[name="twoFactorPassword"]').fill(firm.password);
    await section.locator('button[type="submit"]').click();
    await page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' }).waitFor(WAIT);
    const totp = new TOTP({ secret: Secret.fromBase32((await page.getByTestId('two-factor-secret').innerText()).trim()) });
    await section.locator('input[name="twoFactorCode"]').fill(totp.generate());
    await section.locator('button[type="submit"]').click();
    const codes = page.getByTestId('two-factor-recovery-codes').getByRole('listitem');
    await codes.first().waitFor(WAIT);
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().innerText()).trim();
    await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();
    await expect.poll(() => page.getByTestId('two-factor-status').innerText(), WAIT).toContain('Codes de secours restants : 10');

    // Signed out, the password alone leads to the code step; a wrong code is refused there.
    await signOut(page);
    await page.fill('input[name="username"]', firm.email);
    await page.fill('input[name="password"]', firm.password);
    await page.locator('form button[type="submit"]').click();
    await page.locator('input[name="code"]').waitFor(WAIT);
    await page.fill('input[name="code"]', totp.generate() === '000000' ? '111111' : '000000');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('alert').getByText('Code incorrect ou expiré').waitFor(WAIT);
    // A recovery code signs in once, in place of the app's code.
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.fill('input[name="recoveryCode"]', recovery);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.getByTestId('sidebar').waitFor(WAIT);
    await page.close();
  });

  it('leads staff of a firm that requires it to set it up at sign-in', async () => {
    const firm = await registerFirm({}, 'fr');
    const page = await browser.newPage();
    await signInThroughApi(page, firm);
    await page.goto('/Settings');
    await page.getByTestId('tab-security').click(WAIT);
    await page.getByTestId('two-factor-requirement').getByText('Exiger la double authentification', { exact: false }).click();
    await page.getByText('Réglage enregistré').waitFor(WAIT);

    await signOut(page);
    await page.fill('input[name="username"]', firm.email);
    await page.fill('input[name="password"]', firm.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Votre cabinet exige la double authentification. Activez-la pour continuer.').waitFor(WAIT);
    await page.getByRole('button', { name: 'Continuer' }).click();
    const secret = page.getByTestId('two-factor-secret');
    await secret.waitFor(WAIT);
    const totp = new TOTP({ secret: Secret.fromBase32((await secret.innerText()).trim()) });
    await page.fill('input[name="twoFactorCode"]', totp.generate());
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('button', { name: 'J’ai noté mes codes' }).click(WAIT);
    await page.fill('input[name="code"]', totp.generate());
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.getByTestId('sidebar').waitFor(WAIT);
    await page.close();
  });
});
