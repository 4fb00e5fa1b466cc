import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerFirm } from '../support/accounts';
import { useBrowser } from './support/browser';
import { switchLanguage } from './support/language';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const LANGUAGES = ['fr', 'ar', 'en'] as const;
const WIDTHS = [1280, 375] as const;

/** Looks at a screen in each language and width (saved under /tmp, not committed). */
const shoot = async (page: Page, name: string) => {
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/firm-shots/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, 'fr');
};

describe("a new firm's checklist and its details in the browser", () => {
  it('shows the checklist to a new admin, right to left in Arabic; setting the address and phone ticks its step', async () => {
    const firm = await registerFirm({ structure: 'Cabinet Tazi' });
    const page = await browser.newPage();
    await page.goto('/login');
    await page.fill('input[name="username"]', firm.email);
    await page.fill('input[name="password"]', firm.password);
    await page.locator('form button[type="submit"]').click();
    const checklist = page.getByTestId('firm-checklist');
    await checklist.waitFor(WAIT);
    await switchLanguage(page, 'ar');
    expect(await checklist.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await checklist.getByRole('heading').textContent()).toBe('الخطوات الأولى لمكتبك');
    await shoot(page, 'dashboard-checklist');

    await checklist.getByRole('link', { name: 'Renseigner l’adresse et le téléphone du cabinet' }).click();
    const form = page.getByTestId('firm-details-form');
    await form.waitFor(WAIT);
    await page.fill('textarea[name="firm-adresse"]', '12, Boulevard d’Anfa');
    await page.fill('input[name="firm-ville"]', 'الدار البيضاء');
    await page.fill('input[name="firm-phone"]', '+212 522 12 34 56');
    await page.fill('input[name="firm-ice"]', '0012345670000');
    await page.getByTestId('firm-save').click();
    await form.getByText("L'ICE compte exactement 15 chiffres").waitFor(WAIT);
    await page.fill('input[name="firm-ice"]', '001234567000089');
    await page.getByTestId('firm-save').click();
    await page.getByText('Les informations du cabinet ont été enregistrées.').waitFor(WAIT);
    await shoot(page, 'settings-firm');

    await page.goto('/');
    await page.getByTestId('checklist-firmDetails').and(page.locator('[data-done="true"]')).waitFor(WAIT);
    expect(await page.getByTestId('checklist-colleague').getAttribute('data-done')).toBe('false');
  });
});
