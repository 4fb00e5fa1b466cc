import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleDocx, samplePdf, samplePng } from '../../infra/local/sample-files';
import { directUpload } from '../../infra/local/upload';
import { APP_PAGES } from '../../web/src/app/pages';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };

const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-valid-token-0123456789abcdef',
  '/first-connection?id=not-a-valid-token-0123456789abcdef',
  '/linkpage',
  '/unauthorized',
  '/no-such-page',
];

/**
 * Every CSP violation of a page: the console's reports (Chromium logs each refused load or inline
 * script) and each document's `securitypolicyviolation` events, read after each visit.
 */
const watchViolations = async (page: Page) => {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = window as unknown as { cspViolations?: string[] };
      (record.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    /** Opens a path, lets the screen load what it loads (data, lazy chunks, images, frames), keeps its violations. */
    visit: async (path: string) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('#root > *').first().waitFor(WAIT);
      await collect();
    },
    violations: async () => {
      await collect();
      return found;
    },
  };
  async function collect() {
    const events = await page.evaluate(() => {
      const record = window as unknown as { cspViolations?: string[] };
      return record.cspViolations?.splice(0) ?? [];
    });
    found.push(...events.map((event) => `${page.url()}: ${event}`));
  }
};

type Detail = { id: string };

/**
 * A dossier of the lawyer's whose client is the demo client, with a PDF, a PNG and a DOCX (public
 * to the client), for the viewer and the Folder screens.
 */
const dossierWithDocuments = async () => {
  const login = await api<{ token: string }>('account.login', { body: { username: LAWYER.email, password: LAWYER.password } });
  const token = login.body.token;
  const created = await api<Detail>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'CIV',
      idTribunal: 'CA-RABAT',
      refCabinet: `E2E-CSP-${Date.now().toString(36)}`,
      dateOuverture: '2026-03-02',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'AB123456', nom: 'El Idrissi', prenom: 'Fatima Zahra' }],
      adversaire: [],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const caller = <T>(name: Parameters<typeof api>[0], options?: Parameters<typeof api>[1]) => api<T>(name, options);
  const upload = async (Nom: string, extension: string, file: Buffer, contentType: string) => {
    const { issued, confirmed } = await directUpload(caller, token, { idDossier: created.body.id, Nom, extension }, file, contentType);
    expect(confirmed?.status, JSON.stringify(issued.body)).toBe(201);
    return (issued.body as { idDocument: string }).idDocument;
  };
  return {
    id: created.body.id,
    pdf: await upload('Requête CSP', 'pdf', samplePdf(['Requête introductive']), 'application/pdf'),
    png: await upload('Plan CSP', 'png', samplePng(40, 30, [20, 120, 90]), 'image/png'),
    docx: await upload(
      'Mémoire CSP',
      'docx',
      sampleDocx(['Mémoire : le bail a été résilié.']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
  };
};

let made: ReturnType<typeof dossierWithDocuments> | undefined;
/** Made once, for both signed-in tests. */
const theDocuments = () => (made ??= dossierWithDocuments());

describe('Content-Security-Policy: no violation on any screen', () => {
  it('the public screens', async () => {
    const page = await browser.newPage();
    const watch = await watchViolations(page);
    for (const path of PUBLIC_PATHS) await watch.visit(path);
    expect(await watch.violations()).toEqual([]);
  });

  it("every staff screen of the app's page list, the Folder and the document viewer (PDF, image, DOCX) included", async () => {
    const documents = await theDocuments();
    const page = await browser.newPage();
    const watch = await watchViolations(page);
    await signInAs(page, ADMIN.email, ADMIN.password);
    await watch.visit('/Clients');
    const client = await page.locator('a[href^="/Client?id="]').first().getAttribute('href', WAIT);
    const withIds: Record<string, string[]> = {
      '/Folder': [`/Folder?id=${documents.id}`],
      '/Folder/Messages': [`/Folder/Messages?id=${documents.id}`],
      '/Client': [client ?? '/Client'],
      '/DocumentViewer': [`/DocumentViewer?id=${documents.pdf}`, `/DocumentViewer?id=${documents.png}`],
    };
    const staffPages = APP_PAGES.filter((p) => p.roles.includes('ADMIN')).flatMap((p) => withIds[p.path] ?? [p.path]);
    expect(staffPages.length).toBeGreaterThan(10);
    for (const path of staffPages) await watch.visit(path);

    // The viewer still shows what storage serves under the policy.
    await watch.visit(`/DocumentViewer?id=${documents.png}`);
    const image = page.getByTestId('viewer-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT).toBe(40);
    await watch.visit(`/DocumentViewer?id=${documents.pdf}`);
    await page.getByTestId('viewer-pdf').waitFor(WAIT);
    const storage = new URL((await page.getByTestId('viewer-pdf').getAttribute('src')) ?? '').origin;
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(storage)), WAIT).toBe(true);
    await watch.visit(`/DocumentViewer?id=${documents.docx}`);
    await page.getByTestId('viewer-docx').getByText('Mémoire : le bail a été résilié.').waitFor(WAIT);

    expect(await watch.violations()).toEqual([]);
  });

  it('every client screen (its dossier, messages and a document included), in Arabic too', async () => {
    const documents = await theDocuments();
    const page = await browser.newPage();
    const watch = await watchViolations(page);
    await signInAs(page, CLIENT.email, CLIENT.password);
    const withIds: Record<string, string[]> = {
      '/Client/Folder': [`/Client/Folder?id=${documents.id}`],
      '/Client/Folder/Messages': [`/Client/Folder/Messages?id=${documents.id}`],
      '/DocumentViewer': [`/DocumentViewer?id=${documents.png}`],
      '/Folder/Messages': [],
    };
    const clientPages = APP_PAGES.filter((p) => p.roles.includes('CLT')).flatMap((p) => withIds[p.path] ?? [p.path]);
    expect(clientPages.length).toBeGreaterThan(5);
    for (const path of clientPages) await watch.visit(path);
    await watch.visit(`/DocumentViewer?id=${documents.png}`);
    await page.getByTestId('viewer-image').waitFor(WAIT);
    await watch.visit('/Client/Folders?lng=ar');
    expect(await watch.violations()).toEqual([]);
  });
});
