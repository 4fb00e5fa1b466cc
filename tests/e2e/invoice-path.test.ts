import { describe, expect, it } from 'vitest';
import { acceptInvitation, uniqueEmail } from '../support/accounts';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT_PASSWORD = 'Client@2026ok';
const WAIT = { timeout: 20_000 };

/** A fresh dossier of the lawyer's with a client who has an account (in `language`), an hourly agreement and 90 minutes of work, through the API. */
const dossierWithWork = async (language: 'fr' | 'ar') => {
  const login = await api<{ token: string }>('account.login', {
    body: { username: LAWYER.email, password: LAWYER.password },
  });
  const token = login.body.token;
  const me = await api<{ id: string }>('account.me', { token });
  const email = uniqueEmail('client');
  const since = Date.now();
  const dossier = await api<{ id: string; refCabinet: string }>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'COM',
      idTribunal: 'CA-CASABLANCA',
      refCabinet: `E2E-NH-${language}-${Date.now().toString(36)}`,
      dateOuverture: '2026-03-02',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: `EE${Date.now() % 1_000_000}`, nom: 'Berrada', prenom: 'Leila', email }],
      adversaire: [],
    },
  });
  expect(dossier.status, JSON.stringify(dossier.body)).toBe(201);
  const client = await acceptInvitation(email, CLIENT_PASSWORD, since);
  const profile = await api('account.updateProfile', {
    token: client.token,
    body: { nom: 'Berrada', prenom: 'Leila', phone: '0612345678', language },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const agreement = await api('fees.saveAgreement', {
    token,
    params: { id: dossier.body.id },
    body: { horaire: { taux: [{ idUtilisateur: me.body.id, taux: '800' }] }, version: 0 },
  });
  expect(agreement.status, JSON.stringify(agreement.body)).toBe(200);
  const entry = await api('fees.addTimeEntry', {
    token,
    body: { idDossier: dossier.body.id, date: '2026-11-20', minutes: 90, description: 'Rédaction de la mise en demeure' },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  return { dossierId: dossier.body.id, email };
};

/**
 * Issue 30, the whole path on the Folder screen: the lawyer prepares a note from the dossier's
 * unbilled time, saves it, issues it and sends it to the client (each confirmed), and finds the
 * PDF sent among the dossier's documents; the client, in
 * their language, finds the invoice with its balance and its PDF among the dossier's documents;
 * the lawyer records the payment, and the invoice reads paid. In French at a desktop's width, in
 * Arabic (the client's and the lawyer's screens right to left) at a phone's.
 */
describe('an invoice from the time spent to its payment', () => {
  it.each([
    { language: 'fr' as const, width: 1280, title: "Note d'honoraires n°", paid: 'Payée' },
    { language: 'ar' as const, width: 375, title: 'مذكرة أتعاب رقم', paid: 'مؤداة' },
  ])(
    'in $language at $width px',
    async ({ language, width, title, paid }) => {
      const { dossierId, email } = await dossierWithWork(language);
      const lawyer = await browser.newPage();
      await lawyer.setViewportSize({ width, height: 900 });
      await signInThroughApi(lawyer, LAWYER);
      await lawyer.goto(`/Folder?id=${dossierId}`);
      if (language === 'ar') {
        await lawyer.getByTestId('language-menu').click(WAIT);
        await lawyer.getByTestId('lang-ar').click();
      }
      await expect.poll(() => lawyer.evaluate(() => document.documentElement.dir), WAIT).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const invoices = lawyer.getByTestId('invoices');
      await invoices.getByTestId('prepare-invoice').click(WAIT);
      const draft = lawyer.getByTestId('invoice-dialog');
      await expect.poll(() => draft.locator('input[name="line-0-montant"]').inputValue(), WAIT).toMatch(/^1[\s\u202f\u00a0.,]?200/);
      await lawyer.getByTestId('invoice-submit').click();
      await draft.waitFor({ state: 'detached', ...WAIT });

      await invoices.getByTestId('issue-invoice').first().click(WAIT);
      await lawyer.getByTestId('issue-ok').click();
      await invoices.getByTestId('send-invoice').first().click(WAIT);
      await lawyer.getByTestId('send-ok').click();
      await invoices.getByTestId('invoice-sent').first().waitFor(WAIT);
      // The PDF sent is among the dossier's documents at once, named in the client's language.
      await lawyer.getByTestId('panel-documents').getByText(title).first().waitFor(WAIT);
      if (process.env.MIZAN_SCREENSHOTS)
        await lawyer.screenshot({ path: `${process.env.MIZAN_SCREENSHOTS}/invoice-sent-${language}-${width}.png`, fullPage: true });

      const client = await browser.newPage();
      await client.setViewportSize({ width, height: 900 });
      await signInThroughApi(client, { email, password: CLIENT_PASSWORD });
      await client.goto(`/Client/Folder?id=${dossierId}`);
      if (language === 'ar') {
        await client.getByTestId('language-menu').click(WAIT);
        await client.getByTestId('lang-ar').click();
      }
      await expect.poll(() => client.evaluate(() => document.documentElement.dir), WAIT).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const sentDocument = client.getByTestId('client-section-documents').getByText(title).first();
      await sentDocument.waitFor(WAIT);
      const theirInvoices = client.getByTestId('client-invoices');
      await theirInvoices.getByTestId('invoice-pdf').first().waitFor(WAIT);
      if (process.env.MIZAN_SCREENSHOTS)
        await client.screenshot({ path: `${process.env.MIZAN_SCREENSHOTS}/invoice-client-${language}-${width}.png`, fullPage: true });

      await invoices.getByTestId('add-payment').first().click();
      const payment = lawyer.getByTestId('payment-dialog');
      await payment.locator('input[name="montant"]').fill('1440');
      await lawyer.getByTestId('payment-submit').click();
      await payment.waitFor({ state: 'detached', ...WAIT });
      await invoices.getByText(paid).first().waitFor(WAIT);
      await client.reload();
      await client.getByTestId('client-invoices').getByText(paid).first().waitFor(WAIT);
      await Promise.all([lawyer.close(), client.close()]);
    },
    120_000,
  );
});
