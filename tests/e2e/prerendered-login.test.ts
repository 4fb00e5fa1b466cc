import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '@mizan/shared/roles';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

const READER: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-MA', en: 'en-US' };
const words = (language: Language) =>
  JSON.parse(readFileSync(`web/public/locales/${language}/translation.json`, 'utf8')) as {
    common: { appName: string };
    login: { title: string };
    notFound: { title: string };
    pageFailed: { title: string };
  };
const pageFailed = (language: Language) => words(language).pageFailed.title;

/** The app's entry script: without it, what shows is the document's own prerendered page. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

const isInert = (page: Page) => page.evaluate(() => document.getElementById('root')?.inert);
const untilInteractive = (page: Page) => page.waitForFunction(() => document.getElementById('root')?.inert === false, null, WAIT);

describe('the prerendered sign-in page (login.html)', () => {
  it("shows in the reader's language, right to left in Arabic, before the app's scripts have run, and inert until then", async () => {
    for (const language of LANGUAGES) {
      const page = await browser.newPage({ locale: READER[language] });
      await page.route(APP_ENTRY, (route) => route.abort());
      await page.goto('/login');
      const { login, common } = words(language);
      await page.getByRole('heading', { level: 1, name: login.title }).waitFor(WAIT);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        language,
        language === 'ar' ? 'rtl' : 'ltr',
      ]);
      expect(await page.title()).toBe(`${login.title} · ${common.appName}`);
      expect(await isInert(page)).toBe(true);
      // Not focusable, so nothing is typed that the app would not see, and no native submission.
      await page.locator('input[name="username"]').focus();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)).toBeNull();
      await page.context().close();
    }
  });

  it('is taken over by the app without being drawn again or a hydration error, then signs in', async () => {
    for (const language of LANGUAGES) {
      const page = await browser.newPage({ locale: READER[language] });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The session's renewal answers 401 to a visitor: the browser logs that load as an error.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      // Any element removed from the page once shown: not the templates (first-paint.ts removes them
      // once one is shown) nor the styles (emotion moves them to the head).
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedFromPage: string[] }).removedFromPage = removed;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && !['STYLE', 'TEMPLATE'].includes(node.tagName)) removed.push(node.tagName);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/login');
      await untilInteractive(page);
      // The form is React's by then (its props on the element), so it cannot submit natively.
      expect(await page.evaluate(() => Object.keys(document.querySelector('form')!).some((key) => key.startsWith('__reactProps')))).toBe(
        true,
      );
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { removedFromPage: string[] }).removedFromPage)).toEqual([]);
      expect(errors).toEqual([]);
      await page.getByRole('heading', { level: 1, name: words(language).login.title }).waitFor(WAIT);

      if (language === 'ar') {
        await page.fill('input[name="username"]', 's.alaoui@benali-avocats.ma');
        await page.fill('input[name="password"]', 'Demo@2026');
        await page.locator('form button[type="submit"]').click();
        await page.waitForURL((url) => url.pathname === '/', WAIT);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      await page.context().close();
    }
  });

  it("raises no error when the signed-in shell's chunk cannot load at the first key, and shows the page failed once needed", async () => {
    const page = await browser.newPage({ locale: READER.fr });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/\/assets\/app-layout-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await untilInteractive(page);
    // the first key starts loading the shell, which fails
    let shellRequested = false;
    page.on('requestfailed', (request) => {
      if (request.url().includes('/assets/app-layout-')) shellRequested = true;
    });
    await page.locator('input[name="username"]').focus();
    await page.keyboard.type('s.alaoui@benali-avocats.ma');
    await vi.waitFor(() => expect(shellRequested).toBe(true), WAIT);
    // a rejection left unhandled would be reported by now
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(errors).toEqual([]);
    await page.fill('input[name="password"]', 'Demo@2026');
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { level: 1, name: pageFailed('fr') }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("renders afresh in i18next's keys-only mode, and at the document's own file name", async () => {
    const page = await browser.newPage();
    await page.goto('/login?lng=cimode');
    await page.getByRole('heading', { level: 1, name: 'login.title' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.querySelectorAll('template').length)).toBe(0);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login.html');
    await page.getByRole('heading', { level: 1, name: words('fr').notFound.title }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('is the document of /login only: the other addresses get index.html, without the prerendered page', async () => {
    const page = await browser.newPage();
    const login = await (await page.request.get('/login')).text();
    const other = await (await page.request.get('/Folders')).text();
    expect(login).toContain(`<template data-language="fr" data-path="/login"`);
    expect(login).toContain(words('ar').login.title);
    expect(login).not.toContain('data-role=');
    expect(other).not.toContain('data-path=');
    expect(other).not.toContain(words('ar').login.title);
    // index.html holds the signed-in shells instead (prerendered-shell.test.ts)
    expect(other).toContain('<div id="root"></div><template data-role="ADMIN" data-language="fr"');
  });
});
