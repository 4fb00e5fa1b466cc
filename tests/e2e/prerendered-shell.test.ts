import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '@mizan/shared/roles';
import { useBrowser } from './support/browser';
import { signInAs, signOut } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

const ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };
const READER: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-MA', en: 'en-US' };
const pages = (language: Language) =>
  (JSON.parse(readFileSync(`web/public/locales/${language}/translation.json`, 'utf8')) as { pages: Record<string, string> }).pages;

/** The app's entry script: without it, what shows is what the document's first-paint script drew (the pages block service workers, which would serve it from their cache). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** A cold visit of `path` with the app's entry refused: only the document and first-paint.ts run. */
const firstPaintOf = async (page: Page, path: string) => {
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('load');
  const drawn = await page.evaluate(() => {
    const root = document.getElementById('root')!;
    return {
      shell: root.dataset.shell ?? null,
      inert: root.inert,
      elements: root.childElementCount,
      templates: document.querySelectorAll('template[data-role]').length,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      current: [...root.querySelectorAll('nav [aria-current="page"]')].map((link) => link.getAttribute('aria-label')),
    };
  });
  await page.unroute(APP_ENTRY);
  return drawn;
};

const rememberedRole = (page: Page) => page.evaluate(() => localStorage.getItem('mizan.role'));

describe('the prerendered signed-in shell (index.html)', () => {
  it("paints the signed-in person's shell in their language before the app's scripts run, inert, the page's link current", async () => {
    for (const language of LANGUAGES) {
      const page = await browser.newPage({ locale: READER[language], serviceWorkers: 'block' });
      await signInAs(page, ADMIN.email, ADMIN.password);
      expect(await rememberedRole(page)).toBe('ADMIN');
      // the language the person reads the app in, as the language menu keeps it
      await page.evaluate((chosen) => localStorage.setItem('i18nextLng', chosen), language);
      expect(await firstPaintOf(page, '/Folders')).toEqual({
        shell: 'ADMIN',
        inert: true,
        elements: 1,
        templates: 0,
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        current: [pages(language).dossiers],
      });
      await page.context().close();
    }
  });

  it('is replaced by the app without an error, which then shows the page and is interactive', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await signInAs(page, ADMIN.email, ADMIN.password);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.goto('/Folders');
    await page.getByTestId('dossiers-table').waitFor(WAIT);
    await page.waitForFunction(() => document.getElementById('root')?.inert === false, null, WAIT);
    // the sidebar is React's now (its props on the element), with the current page marked
    const link = page.getByRole('link', { name: pages('fr').dossiers, exact: true });
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.getByRole('link', { name: pages('fr').calendar, exact: true }).click();
    await page.waitForURL(/\/Calendar$/, WAIT);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('shows no shell once the person has signed out, nor at an address the remembered role may not open', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await signInAs(page, CLIENT.email, CLIENT.password);
    expect(await rememberedRole(page)).toBe('CLT');
    const staffPage = await firstPaintOf(page, '/Folders');
    expect([staffPage.shell, staffPage.elements, staffPage.templates]).toEqual([null, 0, 0]);
    const own = await firstPaintOf(page, '/client/folders');
    expect([own.shell, own.inert]).toEqual(['CLT', true]);

    await page.goto('/Client/Folders');
    await page.waitForFunction(() => document.getElementById('root')?.inert === false, null, WAIT);
    await signOut(page);
    expect(await rememberedRole(page)).toBeNull();
    const signedOut = await firstPaintOf(page, '/Client/Folders');
    expect([signedOut.shell, signedOut.elements]).toEqual([null, 0]);
  });

  it('gives way to /login when the session is gone, and the device forgets the role', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await signInAs(page, ADMIN.email, ADMIN.password);
    // the refresh cookie gone (expired, or cleared) while the role is still remembered
    await page.context().clearCookies();
    expect(await rememberedRole(page)).toBe('ADMIN');
    expect((await firstPaintOf(page, '/Folders')).shell).toBe('ADMIN');
    await page.goto('/Folders');
    await page.waitForURL(/\/login$/, WAIT);
    await page.locator('input[name="username"]').waitFor(WAIT);
    expect(await page.locator('nav').count()).toBe(0);
    expect(await rememberedRole(page)).toBeNull();
  });
});
