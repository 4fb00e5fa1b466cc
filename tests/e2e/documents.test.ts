import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf } from '../../infra/local/sample-files';
import { directUpload } from '../../infra/local/upload';
import { scannedPage } from '../support/scanned-page';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs, signInThroughApi } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };
const FORMAT = 'Format non supporté. Fichiers acceptés : PDF, DOC, DOCX, JPEG, JPG, PNG.';
const DOCX_TEXT = 'Mémoire en réplique : le bail a été résilié le 3 mars.';

type Detail = { id: string; documents: { idDocument: string; nom: string; extension: string }[] };

const tokenOf = async (account: { email: string; password: string }) =>
  (await api<{ token: string }>('account.login', { body: { username: account.email, password: account.password } })).body.token;

/** A new dossier of the lawyer's whose client is the demo client (her record, found by its CIN). */
const dossierOfTheClient = async (token: string) => {
  const created = await api<Detail>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'CIV',
      idTribunal: 'CA-RABAT',
      refCabinet: `E2E-DOC-${Date.now().toString(36)}`,
      dateOuverture: '2026-03-02',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'AB123456', nom: 'El Idrissi', prenom: 'Fatima Zahra' }],
      adversaire: [],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
};

/**
 * Issue 10: a lawyer uploads a PA PDF and a PB DOCX from the Folder screen and sees each one's
 * progress; the client sees only the DOCX and reads its text in the viewer; an `.exe` renamed
 * `.pdf` is refused with the specification's message.
 */
describe('documents in the browser', () => {
  it('uploads with progress, keeps the private PDF from the client, renders the DOCX, refuses a disguised program', async () => {
    const lawyerToken = await tokenOf(LAWYER);
    const id = await dossierOfTheClient(lawyerToken);
    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);
    // Storage answers after a while, so that the progress of each file stays on screen.
    await page.route('**/mizan-documents**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`/Folder?id=${id}`);

    const panel = page.getByTestId('panel-documents');
    await panel.getByText('Aucun document!').waitFor(WAIT);
    await panel.getByTestId('add-document').click();
    const dialog = page.getByTestId('upload-dialog');
    await dialog.getByTestId('upload-input').setInputFiles([
      { name: 'Conclusions internes.pdf', mimeType: 'application/pdf', buffer: samplePdf(['Conclusions internes']) },
      {
        name: 'Mémoire en réplique.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: sampleDocx([DOCX_TEXT]),
      },
    ]);
    await dialog.locator('select[name="upload-level-0"]').selectOption('PA');
    expect(await dialog.locator('select[name="upload-level-1"]').inputValue()).toBe('PB');
    expect(await dialog.locator('input[name="upload-nom-1"]').inputValue()).toBe('Mémoire en réplique');
    await dialog.getByTestId('upload-submit').click();
    await expect.poll(() => dialog.getByTestId('upload-progress').count(), WAIT).toBe(2);
    await expect
      .poll(() => dialog.getByTestId('upload-percent').allInnerTexts(), WAIT)
      .toEqual([expect.stringMatching(/^\d+ %$/), expect.stringMatching(/^\d+ %$/)]);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await panel.getByText('Conclusions internes.pdf').waitFor(WAIT);
    await panel.getByText('Mémoire en réplique.docx').waitFor(WAIT);

    await panel.getByTestId('add-document').click();
    await dialog.getByTestId('upload-input').setInputFiles([
      {
        name: 'facture.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ\x90\x00\x03\x00This program cannot be run in DOS mode', 'latin1'),
      },
    ]);
    await dialog.getByTestId('upload-submit').click();
    await expect.poll(() => dialog.getByTestId('upload-error').innerText(), WAIT).toBe(FORMAT);
    await dialog.getByTestId('upload-close').click();
    await page.context().close();

    const detail = await api<Detail>('dossiers.get', { token: lawyerToken, params: { id } });
    const byName = new Map(detail.body.documents.map((d) => [`${d.nom}.${d.extension}`, d.idDocument]));
    expect([...byName.keys()].sort()).toEqual(['Conclusions internes.pdf', 'Mémoire en réplique.docx']);

    const clientToken = await tokenOf(CLIENT);
    const seen = await api<Detail>('dossiers.get', { token: clientToken, params: { id } });
    expect(seen.body.documents.map((d) => d.nom)).toEqual(['Mémoire en réplique']);

    const client = await browser.newPage();
    await signInThroughApi(client, CLIENT);
    await client.goto(`/DocumentViewer?id=${byName.get('Mémoire en réplique.docx')}`);
    await client.getByTestId('viewer-docx').getByText(DOCX_TEXT).waitFor(WAIT);
    await client.goto(`/DocumentViewer?id=${byName.get('Conclusions internes.pdf')}`);
    await client.getByTestId('viewer-error').waitFor(WAIT);
    expect(await client.getByTestId('viewer-error').innerText()).toBe('Erreur: Introuvable');
  });
});

/** Issue 29: each level its own name, in the reader's language (the two private levels used to read 'Confidentiel' alike). */
const LEVEL_NAMES = {
  fr: { PA: 'Privé avocat', PC: 'Privé client' },
  ar: { PA: 'خاص بالمحامي', PC: 'خاص بالموكل' },
} as const;

describe('confidentiality levels in the browser', () => {
  it.each(['fr', 'ar'] as const)(
    'in %s, a PA and a PC document read differently on the Folder screen, the portal and the viewer',
    async (language) => {
      const lawyerToken = await tokenOf(LAWYER);
      const id = await dossierOfTheClient(lawyerToken);
      const upload = async (Nom: string, IdConfidentialite: 'PA' | 'PC') => {
        const { issued, confirmed } = await directUpload(
          (name, options) => api(name, options),
          lawyerToken,
          { idDossier: id, Nom, extension: 'pdf', IdConfidentialite },
          samplePdf([Nom]),
          'application/pdf',
        );
        expect(confirmed?.status, JSON.stringify(issued.body)).toBe(201);
        return (issued.body as { idDocument: string }).idDocument;
      };
      const internal = await upload('Note interne', 'PA');
      await upload('Pièce du client', 'PC');
      const names = LEVEL_NAMES[language];
      const inLanguage = async (account: { email: string; password: string }) => {
        const page = await browser.newPage({ locale: language === 'ar' ? 'ar-MA' : 'fr-FR' });
        await page.context().addInitScript((l) => window.localStorage.setItem('i18nextLng', l), language);
        await signInAs(page, account.email, account.password);
        return page;
      };
      const levelOf = async (rows: Locator, name: string) => {
        const row = rows.filter({ hasText: name });
        await row.waitFor(WAIT);
        return row.getByTestId('confidentiality-badge').innerText();
      };

      const lawyer = await inLanguage(LAWYER);
      await lawyer.goto(`/Folder?id=${id}`);
      const rows = lawyer.getByTestId('panel-documents').getByRole('row');
      const [pa, pc] = [await levelOf(rows, 'Note interne.pdf'), await levelOf(rows, 'Pièce du client.pdf')];
      expect([pa, pc]).toEqual([names.PA, names.PC]);
      expect(pa).not.toBe(pc);
      await lawyer.goto(`/DocumentViewer?id=${internal}`);
      expect(await lawyer.getByTestId('document-viewer').getByTestId('confidentiality-badge').innerText()).toBe(names.PA);
      await lawyer.context().close();

      // The client sees her PC document, named as such, and never the firm's PA one.
      const client = await inLanguage(CLIENT);
      await client.goto(`/Client/Folder?id=${id}`);
      const section = client.getByTestId('client-section-documents');
      expect(await levelOf(section.getByRole('row'), 'Pièce du client.pdf')).toBe(names.PC);
      expect(await section.getByText('Note interne.pdf').count()).toBe(0);
    },
  );
});

/** Issue 32: a scanned page read by OCR, then found by a word of its content with its passage, in French and Arabic. */
const SCANS = {
  fr: {
    lines: ['Requête en référé', 'Le locataire doit libérer les lieux', 'sous astreinte de cinq cents dirhams.'],
    direction: 'ltr',
    word: 'astreinte',
    passage: 'astreinte de cinq cents dirhams',
    read: 'Lu',
  },
  ar: {
    lines: ['مقال استعجالي', 'يلتمس المدعي إفراغ المحل المكترى', 'مع النفاذ المعجل'],
    direction: 'rtl',
    word: 'إفراغ',
    passage: 'إفراغ المحل المكترى',
    read: 'مقروء',
  },
} as const;

describe('finding a scanned document by its content in the browser', () => {
  it.each(['fr', 'ar'] as const)(
    'in %s, an uploaded scan is read, then the top-bar search finds it by a word with its passage',
    async (language) => {
      const scan = SCANS[language];
      const id = await dossierOfTheClient(await tokenOf(LAWYER));
      const name = `Scan ${language} ${Date.now().toString(36)}`;
      const page = await browser.newPage({ locale: language === 'ar' ? 'ar-MA' : 'fr-FR' });
      await page.context().addInitScript((l) => window.localStorage.setItem('i18nextLng', l), language);
      await signInAs(page, LAWYER.email, LAWYER.password);
      await page.goto(`/Folder?id=${id}`);

      const panel = page.getByTestId('panel-documents');
      await panel.getByTestId('add-document').click();
      const dialog = page.getByTestId('upload-dialog');
      await dialog
        .getByTestId('upload-input')
        .setInputFiles([{ name: `${name}.png`, mimeType: 'image/png', buffer: scannedPage(scan.lines, scan.direction) }]);
      await dialog.getByTestId('upload-submit').click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      // The list shows the text's state; it reads "read" once the OCR has run (the page is reloaded until then).
      await expect
        .poll(
          async () => {
            await page.reload();
            const row = page.getByTestId('panel-documents').getByRole('row').filter({ hasText: name });
            await row.waitFor(WAIT);
            return row.getByText(scan.read, { exact: true }).count();
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBe(1);

      await page.fill('input[name="search"]', scan.word);
      await page.press('input[name="search"]', 'Enter');
      await page.waitForURL(/\/Search$/, WAIT);
      // The documents' table holds it with the passage of its text around the word (the activity's rows name it too, without).
      await page
        .getByRole('row')
        .filter({ hasText: `${name}.png` })
        .filter({ hasText: scan.passage })
        .waitFor(WAIT);
      await page.screenshot({ path: `/tmp/document-search-${language}.png` });
      await page.context().close();
    },
  );
});
