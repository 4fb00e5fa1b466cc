import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };

/** A fresh dossier of the demo firm, opened by its lawyer through the API. */
const newDossier = async (label: string) => {
  const login = await api<{ token: string }>('account.login', { body: { username: LAWYER.email, password: LAWYER.password } });
  const created = await api<{ id: string }>('dossiers.create', {
    token: login.body.token,
    body: {
      idTypeDossier: 'COM',
      idTribunal: 'CA-CASABLANCA',
      refCabinet: `E2E-${label}-${Date.now().toString(36)}`,
      dateOuverture: '2026-03-02',
      Client: [],
      adversaire: [],
    },
  });
  expect(created.status).toBe(201);
  return created.body.id;
};

/** Fills and sends the add-expense dialog. */
const addExpense = async (page: Page, type: string, amount: string, label: string) => {
  await page.getByTestId('add-expense').click();
  const dialog = page.getByTestId('expense-dialog');
  await dialog.locator(`select[name="idTypeDepense"] option[value="${type}"]`).waitFor({ state: 'attached', ...WAIT });
  await dialog.locator('select[name="idTypeDepense"]').selectOption(type);
  await dialog.locator('input[name="montant"]').fill(amount);
  await dialog.locator('input[name="libelle"]').fill(label);
  await dialog.getByTestId('expense-submit').click();
  await dialog.waitFor({ state: 'detached', ...WAIT });
  await page.getByTestId('panel-expenses').getByRole('cell', { name: label, exact: true }).waitFor(WAIT);
};

/** The amount as the page's own Intl writes it in the language (the screen's rule for money). */
const money = (page: Page, locale: string, value: number) =>
  page.evaluate(
    ([l, v]) => new Intl.NumberFormat(l as string, { style: 'currency', currency: 'MAD' }).format(v as number),
    [locale, value],
  );

/**
 * Issue 9: a lawyer adds a note and two expenses and reads the total, in French then in Arabic
 * (right to left), on a dossier of the demo firm.
 */
describe('notes and expenses on the Folder screen', () => {
  it.each([
    { language: 'fr', locale: 'fr-FR', totalWord: 'Total : ', noteText: 'Relancer le greffe pour la date d’audience' },
    { language: 'ar', locale: 'ar-MA', totalWord: 'المجموع: ', noteText: 'مراسلة كتابة الضبط لتحديد تاريخ الجلسة' },
  ])('in $language: a note, two expenses and their exact total', async ({ language, locale, totalWord, noteText }) => {
    const id = await newDossier(language);
    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);
    if (language === 'ar') {
      await page.getByTestId('language-menu').click();
      await page.getByTestId('lang-ar').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), WAIT).toBe('rtl');
    }
    await page.goto(`/Folder?id=${id}`);

    const notes = page.getByTestId('panel-notes');
    await notes.getByTestId('add-note').click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.locator('textarea[name="valeur"]').fill(noteText);
    await dialog.getByTestId('action-submit').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await notes.getByText(noteText).waitFor(WAIT);
    // the note is in the history of actions too, by its author
    await page.getByTestId('dossier-history').getByText(noteText).waitFor(WAIT);
    expect(await page.getByTestId('dossier-history').getByText('Salma Alaoui').count()).toBeGreaterThan(0);

    await addExpense(page, 'HON', '1250,50', language === 'ar' ? 'أتعاب' : 'Provision');
    await addExpense(page, 'FDP', '99.5', language === 'ar' ? 'تنقل' : 'Déplacement');
    const total = page.getByTestId('expenses-total');
    const expected = `${totalWord}${await money(page, locale, 1350)}`;
    await expect.poll(async () => (await total.innerText()).startsWith(expected), WAIT).toBe(true);
    expect(await page.getByTestId('subtotal-HON').innerText()).toContain(await money(page, locale, 1250.5));
    expect(await page.getByTestId('subtotal-FDP').innerText()).toContain(await money(page, locale, 99.5));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });
});
