import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@mizan/shared/roles';
import { registerFirm } from '../support/accounts';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { switchLanguage } from './support/language';
import { signInAs } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

/** A register of the firm's own, its headers not the template's (with one more column, `Avocat`, when asked). */
const register = (refs: readonly string[], lawyerColumn = false) => ({
  name: 'registre.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `N° dossier;Nature;Juridiction;Ouvert le;Nom du client;Observations${lawyerColumn ? ';Avocat' : ''}\n${refs
      .map((ref) => `${ref};CIV;TPI-RABAT;15/01/2026;Berrada;à relancer${lawyerColumn ? ';Me Alaoui' : ''}`)
      .join('\n')}\n`,
  ),
});

type SentFile = { name: string; mimeType: string; buffer: Buffer };

const sendFile = async (page: Page, file: SentFile) => {
  await page.getByTestId('tab-import').click();
  await page.getByTestId('import-input').setInputFiles(file);
};

/** The Settings page of a new firm's administrator, signed in at a desktop's width, in `language`. */
const settingsOfNewFirm = async (language: Language) => {
  const firm = await registerFirm();
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, firm.email, firm.password);
  await page.getByTestId('user-name').waitFor(WAIT);
  await switchLanguage(page, language);
  await page.goto('/Settings');
  return page;
};

describe('Settings › Importation in the browser', () => {
  it("imports a register with the firm's own headers: their columns asked once, the preview, the progress and the report; the next file reads at once, in Arabic on a phone", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const page = await settingsOfNewFirm('fr');
    await sendFile(page, register([`IMP-${stamp}-1`, `IMP-${stamp}-2`]));

    const mapping = page.getByTestId('import-mapping');
    await mapping.waitFor(WAIT);
    const column = (header: string) => mapping.getByRole('combobox', { name: `Colonne de Mizan pour « ${header} »` });
    for (const [header, key] of <const>[
      ['N° dossier', 'refCabinet'],
      ['Nature', 'idTypeDossier'],
      ['Juridiction', 'idTribunal'],
      ['Ouvert le', 'dateOuverture'],
      ['Nom du client', 'clientNom'],
    ])
      await column(header).selectOption(key);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/import-mapping-fr-1280.png', fullPage: true });
    await mapping.getByTestId('import-mapping-preview').click();

    const preview = page.getByTestId('import-preview');
    await preview.getByText('2 lignes lues, 2 dossiers seront créés.').waitFor(WAIT);
    await page.getByTestId('import-run').click();
    const report = page.getByTestId('import-report');
    await report.getByText('2 dossiers créés, 0 ignorés (déjà présents), 0 en échec.').waitFor(WAIT);
    await page.screenshot({ path: '/tmp/import-report-fr-1280.png', fullPage: true });

    // The next file with the same headers: no question, straight to its preview, in Arabic on a phone.
    await switchLanguage(page, 'ar');
    await page.setViewportSize({ width: 375, height: 800 });
    await sendFile(page, register([`IMP-${stamp}-1`, `IMP-${stamp}-3`]));
    await preview.getByText('قُرئ 2 سطرًا، وسيُنشأ 1 ملفًا.').waitFor(WAIT);
    expect(await mapping.count()).toBe(0);
    // The reference already imported is said to be taken, its column named in Arabic.
    await preview.getByText(/مرجع المكتب/).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/import-preview-ar-375.png', fullPage: true });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), WAIT).toBeLessThanOrEqual(375);

    // A new column the firm never answered for: asked alone in Arabic, the known ones filled.
    await sendFile(page, register([`IMP-${stamp}-4`], true));
    await mapping.waitFor(WAIT);
    expect(await mapping.getByRole('combobox', { name: 'عمود ميزان لـ «N° dossier»' }).inputValue()).toBe('refCabinet');
    expect(await mapping.getByRole('combobox', { name: 'عمود ميزان لـ «Avocat»' }).inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/import-mapping-ar-375.png', fullPage: true });
  }, 120_000);

  it('imports the example workbook with its sheet of clients alone: both previews and both reports, in English, then in Arabic on a phone, and opens it again from the list', async () => {
    const page = await settingsOfNewFirm('en');
    await sendFile(page, {
      name: 'dossiers-import.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await readFile('docs/examples/dossiers-import.xlsx'),
    });
    const preview = page.getByTestId('import-preview');
    await preview.getByText('12 rows read, 12 dossiers will be created.').waitFor(WAIT);
    const clients = page.getByTestId('import-preview-clients');
    await clients.getByText('4 client rows read, 4 clients will be created.').waitFor(WAIT);
    await clients.getByText('Sebou Textiles SARL').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/import-clients-preview-en-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Import 12 dossiers and 4 clients' }).click();
    const report = page.getByTestId('import-report');
    await report.getByText('4 clients created, 0 skipped (already there), 0 failed.').waitFor(WAIT);
    await report.getByText('12 dossiers created, 0 skipped (already there), 0 failed.').waitFor(WAIT);
    await page.screenshot({ path: '/tmp/import-clients-report-en-1280.png', fullPage: true });

    await switchLanguage(page, 'ar');
    await page.setViewportSize({ width: 375, height: 800 });
    await report.getByText('أُنشئ 4 موكلين، وتُجوهل 0 (موجودون مسبقًا)، وفشل 0.').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/import-clients-report-ar-375.png', fullPage: true });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), WAIT).toBeLessThanOrEqual(375);

    // Another day: the import is in the firm's list, and opens again with its reports.
    await page.reload();
    await page.getByTestId('tab-import').click();
    const list = page.getByTestId('import-list');
    const entry = list.getByTestId('data-table-card').filter({ hasText: 'dossiers-import.xlsx' });
    await entry.getByText('أُنشئ 12 ملفات و4 موكلين، وفشل 0').waitFor(WAIT);
    expect(await report.count()).toBe(0);
    await entry.getByRole('button', { name: 'عرض' }).click();
    await report.getByText('أُنشئ 4 موكلين، وتُجوهل 0 (موجودون مسبقًا)، وفشل 0.').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/import-list-ar-375.png', fullPage: true });
  }, 120_000);
});
