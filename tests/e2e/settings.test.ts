import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerFirm } from '../support/accounts';
import { useBrowser } from './support/browser';
import { switchLanguage } from './support/language';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.fill('input[name="username"]', email);
  await page.fill('input[name="password"]', password);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('user-name').waitFor(WAIT);
  // The texts below are the French ones, whatever language the account starts in.
  await switchLanguage(page, 'fr');
};

const openTab = async (page: Page, tab: string) => {
  await page.getByTestId(`tab-${tab}`).click();
};

/** The labels the dossier-type picker preview offers now. */
const previewLabels = (page: Page) =>
  page.locator('select[name="dossier-type-preview"] option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));

describe('Settings in the browser', () => {
  it("adds a dossier type with fr, ar and en translations; each language's picker shows its own label", async () => {
    const firm = await registerFirm();
    const page = await browser.newPage();
    await signIn(page, firm.email, firm.password);

    await page.goto('/Settings');
    await page.getByTestId('panel-availabilities').waitFor(WAIT);
    await openTab(page, 'dossierTypes');
    await page.getByTestId('add-dossierType').click(WAIT);

    const code = `BAIL${Date.now().toString(36).slice(-5)}`.toUpperCase();
    const labels = { fr: `Bail commercial ${code}`, ar: `كراء تجاري ${code}`, en: `Commercial lease ${code}` };
    const dialog = page.getByTestId('type-form-dialog');
    await dialog.waitFor(WAIT);
    await page.fill('input[name="id"]', code);
    await page.fill('input[name="label"]', labels.fr);
    for (const [index, language] of (['fr', 'ar', 'en'] as const).entries()) {
      await page.getByTestId('add-translation').click();
      await page.selectOption(`select[name="traductions.${index}.langue"]`, language);
      await page.fill(`input[name="traductions.${index}.valeur"]`, labels[language]);
    }
    await page.getByTestId('save-type').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByTestId('panel-dossierType').getByRole('cell', { name: code, exact: true }).waitFor(WAIT);

    // A second type with the same identifier is refused on the identifier field (the API's 409).
    await page.getByTestId('add-dossierType').click();
    await page.fill('input[name="id"]', code.toLowerCase());
    await page.fill('input[name="label"]', 'Doublon');
    await page.getByTestId('save-type').click();
    await page.getByText('Cet identifiant existe déjà').first().waitFor(WAIT);
    // Cancel asks before dropping what was typed.
    await page.getByTestId('cancel-type').click();
    await page.getByTestId('discard-ok').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    for (const language of ['fr', 'ar', 'en'] as const) {
      await switchLanguage(page, language);
      await expect.poll(() => previewLabels(page), WAIT).toContain(labels[language]);
      const others = Object.entries(labels)
        .filter(([other]) => other !== language)
        .map(([, label]) => label);
      expect((await previewLabels(page)).filter((label) => others.includes(label))).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

    // The New Folder screen's type picker reads the same options, in each language too.
    for (const language of ['ar', 'en', 'fr'] as const) {
      await switchLanguage(page, language);
      await page.goto('/NewFolder');
      const picker = page.locator('input[name="idTypeDossier"]');
      await picker.click(WAIT);
      await picker.fill('');
      await page.locator('[data-scope="combobox"][data-part="item"]:visible', { hasText: labels[language] }).first().waitFor(WAIT);
      await page.keyboard.press('Escape');
    }
  });

  it('deadline types: a looping chain is refused with its message; deleting a type named in a chain deactivates it', async () => {
    const firm = await registerFirm();
    const page = await browser.newPage();
    await signIn(page, firm.email, firm.password);
    await page.goto('/Settings');
    await openTab(page, 'deadlineTypes');
    const panel = page.getByTestId('panel-deadlineType');
    const dialog = page.getByTestId('type-form-dialog');

    const addType = async (code: string, next?: string) => {
      await page.getByTestId('add-deadlineType').click(WAIT);
      await dialog.waitFor(WAIT);
      await page.fill('input[name="id"]', code);
      await page.fill('input[name="label"]', `Échéance ${code}`);
      await page.fill('input[name="delai"]', '10');
      if (next) {
        await page.getByTestId('add-next-action').click();
        await page.selectOption('select[name="nextActions.0.IdChild"]', next);
        await page.fill('input[name="nextActions.0.delais"]', '5');
      }
      await page.getByTestId('save-type').click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      await panel.getByRole('cell', { name: code, exact: true }).waitFor(WAIT);
    };
    await addType('CHAINB');
    await addType('CHAINA', 'CHAINB');

    // CHAINB → CHAINA would close the loop CHAINA → CHAINB → CHAINA.
    const row = panel.getByRole('row').filter({ has: page.getByRole('cell', { name: 'CHAINB', exact: true }) });
    await row.getByRole('button', { name: 'Modifier' }).click();
    await dialog.waitFor(WAIT);
    await page.getByTestId('add-next-action').click();
    await page.selectOption('select[name="nextActions.0.IdChild"]', 'CHAINA');
    await page.getByTestId('save-type').click();
    await page.getByText("Cette chaîne d'échéances revient sur elle-même").first().waitFor(WAIT);
    await page.getByTestId('cancel-type').click();
    await page.getByTestId('discard-ok').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    // CHAINB is named by CHAINA's chain: the API deactivates it rather than delete it, and says so.
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText("« Échéance CHAINB » est utilisé : il a été désactivé au lieu d'être supprimé.").waitFor(WAIT);
    await expect.poll(() => row.getByRole('cell', { name: 'Non', exact: true }).count(), WAIT).toBe(1);

    // Built-in types are listed and can be edited, but offer no delete.
    const builtIn = panel
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Intégré', exact: true }) })
      .first();
    await builtIn.waitFor(WAIT);
    expect(await builtIn.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    expect(await builtIn.getByRole('button', { name: 'Modifier' }).count()).toBe(1);
  });

  it('closure days: adds a date, refuses it twice, removes it', async () => {
    const firm = await registerFirm();
    const page = await browser.newPage();
    await signIn(page, firm.email, firm.password);
    await page.goto('/Settings');
    await openTab(page, 'closureDays');
    const panel = page.getByTestId('panel-closureDays');
    await panel.waitFor(WAIT);

    await page.fill('input[name="closure-date"]', '2027-05-14');
    await page.fill('input[name="closure-motif"]', 'Séminaire du cabinet');
    await page.getByTestId('add-closure-day').click();
    await panel.getByRole('cell', { name: '14/05/2027', exact: true }).waitFor(WAIT);

    await page.fill('input[name="closure-date"]', '2027-05-14');
    await page.getByTestId('add-closure-day').click();
    await page.getByText('Ce jour de fermeture existe déjà').first().waitFor(WAIT);

    await panel.getByRole('row').filter({ hasText: '14/05/2027' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => panel.getByRole('cell', { name: '14/05/2027', exact: true }).count(), WAIT).toBe(0);
  });
});
