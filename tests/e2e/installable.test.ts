import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf } from '@mizan/shared/roles';
import { samplePng } from '../../infra/local/sample-files';
import { directUpload } from '../../infra/local/upload';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';
import ar from '../../web/public/locales/ar/translation.json';
import en from '../../web/public/locales/en/translation.json';
import fr from '../../web/public/locales/fr/translation.json';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const TRANSLATIONS = { fr, ar, en };
/** What the service worker keeps besides the build's hashed files (web/installable-plugin.ts). */
const PRECACHED = ['/offline.html', '/icons/mark.svg', '/favicon.ico'];

const get = (path: string) => fetch(new URL(path, browser.baseUrl()));

/** Waits until the page's service worker is active, then opens `path` under its control. */
const underTheWorker = async (page: Page, path: string) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(path);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
};

/** Every URL in the origin's Cache Storage, whatever the cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls;
  });

/** A dossier of the demo admin's with a PNG its client may see, for the document viewer. */
const dossierWithImage = async () => {
  const token = (await api<{ token: string }>('account.login', { body: { username: ADMIN.email, password: ADMIN.password } })).body.token;
  const created = await api<{ id: string }>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'CIV',
      idTribunal: 'CA-RABAT',
      refCabinet: `E2E-PWA-${Date.now().toString(36)}`,
      dateOuverture: '2026-03-02',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'AB123456', nom: 'El Idrissi', prenom: 'Fatima Zahra' }],
      adversaire: [],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const caller = <T>(name: Parameters<typeof api>[0], options?: Parameters<typeof api>[1]) => api<T>(name, options);
  const { issued, confirmed } = await directUpload(
    caller,
    token,
    { idDossier: created.body.id, Nom: 'Plan PWA', extension: 'png' },
    samplePng(40, 30, [20, 120, 90]),
    'image/png',
  );
  expect(confirmed?.status, JSON.stringify(issued.body)).toBe(201);
  return { id: created.body.id, png: (issued.body as { idDocument: string }).idDocument };
};

describe('the installable app', () => {
  it('serves a manifest per language, its icons, the favicon and the Apple icon; Chromium finds it installable', async () => {
    for (const language of LANGUAGES) {
      const answer = await get(`/manifest.${language}.webmanifest`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/manifest+json');
      const manifest = (await answer.json()) as {
        short_name: string;
        lang: string;
        dir: string;
        display: string;
        icons: { src: string }[];
      };
      expect(manifest).toMatchObject({
        short_name: TRANSLATIONS[language].common.appName,
        lang: language,
        dir: directionOf(language),
        display: 'standalone',
      });
      for (const { src } of manifest.icons) {
        const icon = await get(src);
        expect(icon.status, src).toBe(200);
        expect(icon.headers.get('content-type'), src).toMatch(/^image\/(png|svg\+xml)$/);
      }
    }
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/icons/apple-touch-icon.png', 'image/png'],
    ]) {
      const answer = await get(path!);
      expect([answer.status, answer.headers.get('content-type')], path).toEqual([200, type]);
    }

    const page = await browser.newPage({ locale: 'ar-MA' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: ar.login.title }).waitFor(WAIT);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.ar.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The test's browser contexts are private windows, where Chromium installs nothing: that one reason aside, none.
    const installabilityErrors = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map(({ errorId }) => errorId)
        .filter((id) => id !== 'in-incognito');
    await expect.poll(installabilityErrors, WAIT).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('keeps only the build’s files in Cache Storage after a signed-in visit: no API answer, no document', async () => {
    const dossier = await dossierWithImage();
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await signInAs(page, ADMIN.email, ADMIN.password);
    await underTheWorker(page, '/Folders');
    await page.getByRole('heading', { level: 1, name: fr.pages.dossiers }).waitFor(WAIT);
    await page.goto(`/Folder?id=${dossier.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    await page.goto(`/DocumentViewer?id=${dossier.png}`);
    const image = page.getByTestId('viewer-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT).toBe(40);
    const storage = new URL((await image.getAttribute('src')) ?? '').origin;

    const cached = await cachedUrls(page);
    expect(apiCalls.length).toBeGreaterThan(0);
    // the app's files are kept: the worker is at work
    expect(cached.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    const others = cached.filter((url) => {
      const { origin, pathname } = new URL(url);
      return origin !== browser.baseUrl().replace(/\/$/, '') || !(pathname.startsWith('/assets/') || PRECACHED.includes(pathname));
    });
    expect(others).toEqual([]);
    expect(cached.filter((url) => url.includes('/api/') || url.startsWith(storage) || url.includes(dossier.png))).toEqual([]);
  });

  it('shows the offline page in the reader’s language when a navigation finds no network, right to left in Arabic', async () => {
    const page = await browser.newPage({ locale: 'ar-MA' });
    await page.goto('/login');
    await underTheWorker(page, '/login');
    await page.context().setOffline(true);
    await page.goto('/Folders');
    await page.getByRole('heading', { level: 1, name: ar.offline.title }).waitFor(WAIT);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title])).toEqual([
      'ar',
      'rtl',
      `${ar.offline.title} · ${ar.common.appName}`,
    ]);
    expect(await page.getByText(en.offline.title).isVisible()).toBe(false);
    await page.context().setOffline(false);
    await page.getByRole('link', { name: ar.offline.retry }).click();
    await page.getByRole('heading', { level: 1, name: ar.login.title }).waitFor(WAIT);
  });
});
