import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { downloadedBytes } from './support/download';
import { switchLanguage } from './support/language';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
/** The demo's dossier with a court hearing on the next working day (infra/local/seed/court.ts). */
const DEMO_DOSSIER = '2026/1187/092';

/** Clicks the print button and answers the PDF's language asked and the downloaded file's first bytes. */
const print = async (page: Page) => {
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/Audiences/role/pdf', WAIT),
    page.waitForEvent('download', WAIT),
    page.getByTestId('print-hearing-list').click(),
  ]);
  const file = await downloadedBytes(download);
  return {
    lang: new URL(request.url()).searchParams.get('lang'),
    head: file.subarray(0, 5).toString('latin1'),
    name: download.suggestedFilename(),
  };
};

describe("the day's hearing list in the browser", () => {
  it("opens on the next working day's hearings by court and prints them as a PDF, in French then right to left in Arabic", async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, LAWYER);
    await page.goto('/Hearings');
    await switchLanguage(page, 'fr');
    const court = page.getByTestId('hearing-court').filter({ hasText: DEMO_DOSSIER });
    await court.waitFor(WAIT);
    expect(await court.getByRole('heading').textContent()).not.toBe('');
    const day = await page.locator('input[name="hearing-date"]').inputValue();
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByTestId('hearing-day').textContent()).toMatch(/\d{4}$/);
    expect(await print(page)).toEqual({ lang: 'fr', head: '%PDF-', name: `role-${day}.pdf` });

    await switchLanguage(page, 'ar');
    const list = page.getByTestId('hearing-list-page');
    await list.getByRole('heading', { name: 'جدول الجلسات' }).waitFor(WAIT);
    expect(await list.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await court.waitFor(WAIT);
    expect(await print(page)).toEqual({ lang: 'ar', head: '%PDF-', name: `role-${day}.pdf` });
  }, 120_000);
});
