import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf } from '../../infra/local/sample-files';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

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
    await signInAs(client, CLIENT.email, CLIENT.password);
    await client.goto(`/DocumentViewer?id=${byName.get('Mémoire en réplique.docx')}`);
    await client.getByTestId('viewer-docx').getByText(DOCX_TEXT).waitFor(WAIT);
    await client.goto(`/DocumentViewer?id=${byName.get('Conclusions internes.pdf')}`);
    await client.getByTestId('viewer-error').waitFor(WAIT);
    expect(await client.getByTestId('viewer-error').innerText()).toBe('Erreur: Introuvable');
  });
});
