import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { downloadedBytes } from './support/download';
import { signInAs } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };

/** A fresh dossier of the lawyer's in the demo firm, with an issued invoice of one 1,000.00 line, through the API. */
const issuedInvoice = async (label: string) => {
  const login = await api<{ token: string }>('account.login', { body: { username: LAWYER.email, password: LAWYER.password } });
  const token = login.body.token;
  const dossier = await api<{ id: string }>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'COM',
      idTribunal: 'CA-CASABLANCA',
      refCabinet: `E2E-AV-${label}-${Date.now().toString(36)}`,
      dateOuverture: '2026-03-02',
      Client: [],
      adversaire: [],
    },
  });
  expect(dossier.status).toBe(201);
  const draft = await api<{ id: string; version: number }>('billing.createInvoice', { token, params: { id: dossier.body.id }, body: {} });
  const edited = await api<{ id: string; version: number }>('billing.updateInvoice', {
    token,
    params: { id: draft.body.id },
    body: {
      lignes: [{ nature: 'HONORAIRES', libelle: 'Consultation', montant: '1000', tauxTva: 20 }],
      exonere: false,
      retenueTva: 0,
      version: draft.body.version,
    },
  });
  const issued = await api<{ numero: string }>('billing.issueInvoice', {
    token,
    params: { id: edited.body.id },
    body: { version: edited.body.version },
  });
  expect(issued.status).toBe(200);
  return { dossierId: dossier.body.id, numero: issued.body.numero };
};

/**
 * Issue 30: on the Honoraires panel, the dossier's lawyer credits part of an issued invoice from
 * its dialog, sees the credit note under the invoice, and downloads the invoice's PDF and the
 * credit note's; in French
 * and in Arabic (right to left), on a desktop and a phone's width.
 */
describe('credit notes and the PDFs on the Folder screen', () => {
  it.each([
    { language: 'fr', width: 1280, creditWord: 'Avoir AV-' },
    { language: 'ar', width: 375, creditWord: 'إشعار دائن AV-' },
  ])(
    'in $language at $width px: a credit note of one line, then the PDF',
    async ({ language, width, creditWord }) => {
      const { dossierId, numero } = await issuedInvoice(language);
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, LAWYER.email, LAWYER.password);
      if (language === 'ar') {
        await page.getByTestId('language-menu').click();
        await page.getByTestId('lang-ar').click();
        await expect.poll(() => page.evaluate(() => document.documentElement.dir), WAIT).toBe('rtl');
      }
      await page.goto(`/Folder?id=${dossierId}`);
      const invoices = page.getByTestId('invoices');
      await invoices.getByText(numero).first().waitFor(WAIT);

      await invoices.getByTestId('create-credit-note').first().click();
      const dialog = page.getByTestId('credit-note-dialog');
      await dialog.locator('input[name="motif"]').fill(language === 'ar' ? 'خصم على الاستشارة' : 'Remise sur la consultation');
      await dialog.locator('select[name="etendue"]').selectOption('LIGNES');
      await dialog.locator('input[name="credit-0"]').fill('100');
      if (process.env.MIZAN_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.MIZAN_SCREENSHOTS}/credit-dialog-${language}-${width}.png` });
      await page.getByTestId('credit-note-submit').click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      const creditNote = invoices.getByTestId('credit-note').first();
      await creditNote.waitFor(WAIT);
      expect(await creditNote.innerText()).toContain(creditWord);
      if (process.env.MIZAN_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.MIZAN_SCREENSHOTS}/credit-notes-${language}-${width}.png`, fullPage: true });

      const [download] = await Promise.all([page.waitForEvent('download', WAIT), invoices.getByTestId('invoice-pdf').first().click()]);
      expect(download.suggestedFilename()).toBe(`${numero}.pdf`);
      expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
      // The credit note's own PDF, from its line under the invoice.
      const [noteDownload] = await Promise.all([
        page.waitForEvent('download', WAIT),
        invoices.getByTestId('credit-note-pdf').first().click(),
      ]);
      expect(noteDownload.suggestedFilename()).toMatch(/^AV-\d{4}-\d{4}\.pdf$/);
      expect((await downloadedBytes(noteDownload)).subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    90_000,
  );
});
