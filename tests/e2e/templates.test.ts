import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { switchLanguage } from './support/language';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();

const ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const DEMO_DOSSIER = '2026/1201/145';
const WAIT = { timeout: 30_000 };
const LANGUAGES = ['fr', 'ar', 'en'] as const;
const WIDTHS = [1280, 375] as const;
/** Screens saved there when set (MIZAN_SCREENSHOTS=/tmp/…), to be looked at in each language and width. */
const SHOTS = process.env.MIZAN_SCREENSHOTS;

type Detail = { id: string; documents: { idDocument: string; nom: string; extension: string }[] };

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/**
 * Issue 32's templates in the browser: Settings › Modèles lists the demo firm's templates beside the
 * documented fields, in French and in Arabic (right to left); from a demo dossier, the administrator
 * makes a document from the French demo template, sees it listed and opens it in the viewer.
 */
describe('document templates in the browser', () => {
  it('shows the library and its fields in fr and ar, and generates a document from a demo template', async () => {
    const token = (await api<{ token: string }>('account.login', { body: { username: ADMIN.email, password: ADMIN.password } })).body.token;
    const found = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
      token,
      query: { refDossier: DEMO_DOSSIER },
    });
    const dossierId = found.body.items.find((dossier) => dossier.refCabinet === DEMO_DOSSIER)!.id;
    const page = await browser.newPage();
    await signInThroughApi(page, ADMIN);
    await page.goto('/Settings?tab=templates');
    const panel = page.getByTestId('panel-templates');
    await panel.waitFor(WAIT);
    await switchLanguage(page, 'fr');
    await panel.getByRole('cell', { name: 'Mise en demeure', exact: true }).waitFor(WAIT);
    await panel.getByRole('cell', { name: 'إنذار', exact: true }).waitFor(WAIT);
    const fields = panel.getByTestId('template-fields');
    await fields.getByText('Référence du dossier au cabinet').waitFor(WAIT);
    await fields.getByText('{#adversaires}…{/adversaires}').waitFor(WAIT);

    await switchLanguage(page, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await fields.getByText('مرجع الملف بالمكتب').waitFor(WAIT);
    await panel.getByText('الفرنسية').first().waitFor(WAIT);
    // The field's code reads left to right inside the Arabic page.
    expect(await fields.locator('bdi', { hasText: '{dossier.refCabinet}' }).getAttribute('dir')).toBe('ltr');

    for (const language of LANGUAGES)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await switchLanguage(page, language);
        await fields
          .getByText(
            language === 'ar'
              ? 'مرجع الملف بالمكتب'
              : language === 'fr'
                ? 'Référence du dossier au cabinet'
                : "The firm's dossier reference",
          )
          .waitFor(WAIT);
        await shot(page, `templates-${language}-${width}`);
      }

    await page.setViewportSize({ width: 1280, height: 900 });
    await switchLanguage(page, 'fr');
    await page.goto(`/Folder?id=${dossierId}`);
    const documents = page.getByTestId('panel-documents');
    await documents.getByTestId('generate-document').click(WAIT);
    const dialog = page.getByTestId('generate-dialog');
    const choice = dialog.locator('select[name="generate-template"]');
    await choice.locator('option', { hasText: 'Mise en demeure (Français)' }).waitFor({ state: 'attached', ...WAIT });
    await choice.selectOption({ label: 'Mise en demeure (Français)' });
    const reference = dialog.getByTestId('generate-preview').locator('[data-field="dossier.refCabinet"]');
    await reference.getByText(DEMO_DOSSIER).waitFor(WAIT);
    expect(await dialog.locator('select[name="generate-level"]').inputValue()).toBe('PA');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/generate-fr-1280.png` });
    await dialog.getByTestId('generate-submit').click();
    const made = dialog.getByTestId('generate-made');
    await made.waitFor(WAIT);
    const name = `Mise en demeure ${DEMO_DOSSIER}.docx`;
    await documents.getByText(name).waitFor(WAIT);

    const [viewer] = await Promise.all([page.waitForEvent('popup', WAIT), dialog.getByTestId('generate-open').click()]);
    await viewer.getByTestId('viewer-docx').getByText(`Réf. : ${DEMO_DOSSIER}`).waitFor(WAIT);
    await page.context().close();

    // The demo dossier keeps only its own documents.
    const detail = await api<Detail>('dossiers.get', { token, params: { id: dossierId } });
    const generated = detail.body.documents.filter((document) => `${document.nom}.${document.extension}` === name);
    expect(generated).toHaveLength(1);
    for (const document of generated) await api('documents.delete', { token, params: { idDocument: document.idDocument } });
  });
});
