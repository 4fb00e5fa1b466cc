import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();

describe('dialogs', () => {
  it('open in 300 ms over a backdrop that fades in 150 ms', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' });
    await page.goto('/Users');
    await page.getByRole('button', { name: 'Ajouter un Utilisateur' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const duration = (selector: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).animationDuration, selector);
    expect(await duration('[role="dialog"]')).toBe('0.3s');
    expect(await duration('[data-scope="dialog"][data-part="backdrop"]')).toBe('0.15s');
  });
});
