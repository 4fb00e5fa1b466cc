import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { registerFirm } from '../support/accounts';
import { useBrowser } from './support/browser';
import { switchLanguage } from './support/language';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const LANGUAGES = ['fr', 'ar', 'en'] as const;
const WIDTHS = [1280, 375] as const;

/** The day `days` after today (before it when negative). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("'Mes tâches' in the browser", () => {
  it('lists the open tasks overdue first, changes a status in place, right to left in Arabic', async () => {
    const firm = await registerFirm({ structure: 'Cabinet Tâches' });
    for (const [titre, due] of [
      ['Relire la requête', 4],
      ['تحضير نسخ الوثائق', -2],
    ] as const) {
      const created = await api('tasks.create', { token: firm.token, body: { titre, dateEcheance: day(due), priorite: 'haute' } });
      expect(created.status).toBe(201);
    }
    const page = await browser.newPage();
    await page.goto('/login');
    await page.fill('input[name="username"]', firm.email);
    await page.fill('input[name="password"]', firm.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('task-counts').waitFor(WAIT);
    await switchLanguage(page, 'fr');
    await expect.poll(() => page.getByTestId('tasks-overdue').textContent(), WAIT).toBe('1');
    await page.locator('a[href="/Tasks"]').first().click();
    const list = page.getByTestId('tasks-page');
    await list.getByText('Relire la requête').first().waitFor(WAIT);
    // Overdue first: the Arabic title (due two days ago) comes before the French one.
    const titles = await list.locator('bdi').allTextContents();
    expect(titles.indexOf('تحضير نسخ الوثائق')).toBeLessThan(titles.indexOf('Relire la requête'));

    await list.locator('select[name^="statut-"]').first().selectOption('en_cours');
    const toast = page.getByText('Tâche enregistrée').first();
    await toast.waitFor(WAIT);
    // Below the top bar, never over its menus.
    const bar = (await page.locator('header').first().boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())!.y, WAIT).toBeGreaterThanOrEqual(bar.y + bar.height);

    await switchLanguage(page, 'ar');
    expect(await list.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await list.getByRole('heading', { name: 'مهامي' }).waitFor(WAIT);
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `/tmp/tasks-shots/tasks-${language}-${width}.png`, fullPage: true });
      }
    }
  }, 120_000);
});
