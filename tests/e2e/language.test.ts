import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();

describe('switching language', () => {
  it("words the API's labels in the new language too, not only the screen's texts", async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' });
    await page.goto('/Folders');
    const row = page.locator('tr', { hasText: '2026/1201/145' });
    await row.getByText('En cours', { exact: true }).waitFor();

    await page.getByTestId('language-menu').click();
    await page.getByTestId('lang-ar').click();
    await row.getByText('في طور الإنجاز', { exact: true }).waitFor();
    expect(await row.getByText('En cours', { exact: true }).count()).toBe(0);
  });
});
