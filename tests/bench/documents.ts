import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { callRoute } from '../../infra/local/call';
import { sampleDocx, samplePdf } from '../../infra/local/sample-files';
import { directUpload, type RouteCaller } from '../../infra/local/upload';
import { verifyRegistration } from './registration';
import { ms, percentile } from './stats';

const MB = 1024 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Options = { apiUrl: string; uploads?: number; views?: number; log?: (line: string) => void };

/**
 * Documents: a direct upload of a 5 MB PDF as the SPA makes it (upload-url, the POST to storage,
 * confirm, which reads the object's leading bytes and moves it out of pending/), timed whole and
 * per step; then the viewer's time to its first rendered page in Chromium, from navigation, for a
 * 2 MB PDF (the browser's own viewer has loaded in the frame) and a 1 MB DOCX (docx-preview has
 * rendered its first page).
 */
export const benchDocuments = async ({ apiUrl, uploads = 20, views = 5, log = console.log }: Options) => {
  const api: RouteCaller = (name, options) => callRoute(apiUrl, name, options);
  const email = `bench.documents.${Date.now().toString(36)}@bench.ma`;
  const password = 'Bench@2026';
  const body = { userName: 'Bench', userFirstName: 'Documents', structure: 'Cabinet Documents', email, phone: '0612345678', password };
  if ((await api('account.register', { body })).status !== 202) throw new Error('documents bench: register failed');
  await verifyRegistration(apiUrl, email);
  const { token } = (await api<{ token: string }>('account.login', { body: { username: email, password } })).body;
  const dossier = await api<{ id: string }>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      refCabinet: `BENCH-DOC-${Date.now()}`,
      dateOuverture: '2026-01-05',
      Client: [],
      adversaire: [],
    },
  });
  const idDossier = dossier.body.id;

  const pdf5 = samplePdf(['Bench'], 5 * MB - 1024);
  const whole: number[] = [];
  for (let i = 0; i < uploads; i++) {
    const started = performance.now();
    const { confirmed } = await directUpload(api, token, { idDossier, Nom: `Bench ${i}`, extension: 'pdf' }, pdf5, CONTENT_TYPES.pdf);
    if (confirmed?.status !== 201) throw new Error(`documents bench: upload answered ${confirmed?.status}`);
    whole.push(performance.now() - started);
  }
  log(`\nDocuments: direct upload of a 5 MB PDF (upload-url + POST to storage + confirm), ${uploads} in a row`);
  log(`  p50 ${ms(percentile(whole, 50))}, p95 ${ms(percentile(whole, 95))}`);

  if (!existsSync(CHROMIUM) || !existsSync('web/dist/index.html')) {
    log('  viewer: skipped (needs Chromium and `npm run build:web`)');
    return;
  }
  const upload = async (Nom: string, extension: 'pdf' | 'docx', file: Buffer) => {
    const { confirmed } = await directUpload(api, token, { idDossier, Nom, extension }, file, CONTENT_TYPES[extension]);
    return (confirmed?.body as { idDocument: string }).idDocument;
  };
  const pages = Array.from({ length: 40 }, (_, i) => `Page ${i + 1}\nConclusions du bench`);
  const pdfId = await upload('Viewer PDF', 'pdf', samplePdf(pages, 2 * MB - samplePdf(pages).length));
  const paragraphs = Array.from({ length: 200 }, (_, i) => `Paragraphe ${i + 1} : le bail a été résilié le 3 mars.`);
  const docxId = await upload('Viewer DOCX', 'docx', sampleDocx(paragraphs, MB - sampleDocx(paragraphs).length));

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ baseURL: apiUrl, locale: 'fr-FR' })).newPage();
    await page.goto('/login');
    await page.fill('input[name="username"]', email);
    await page.fill('input[name="password"]', password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    const time = async (id: string, rendered: () => Promise<unknown>) => {
      const started = performance.now();
      await page.goto(`/DocumentViewer?id=${id}`);
      await rendered();
      return performance.now() - started;
    };
    const pdfTimes: number[] = [];
    const docxTimes: number[] = [];
    for (let i = 0; i < views; i++) {
      pdfTimes.push(
        await time(pdfId, async () => {
          const frame = await (await page.getByTestId('viewer-pdf').elementHandle({ timeout: 30_000 }))?.contentFrame();
          await frame?.waitForLoadState('load', { timeout: 30_000 });
        }),
      );
      docxTimes.push(
        await time(docxId, () => page.locator('[data-testid="viewer-docx"] section.docx').first().waitFor({ timeout: 30_000 })),
      );
    }
    log(`Documents viewer in Chromium, time to the first rendered page from navigation, ${views} loads each`);
    log(`  PDF 2 MB (the browser's viewer loaded in its frame): p50 ${ms(percentile(pdfTimes, 50))}, p95 ${ms(percentile(pdfTimes, 95))}`);
    log(`  DOCX 1 MB (docx-preview's first page): p50 ${ms(percentile(docxTimes, 50))}, p95 ${ms(percentile(docxTimes, 95))}`);
  } finally {
    await browser.close();
  }
};
