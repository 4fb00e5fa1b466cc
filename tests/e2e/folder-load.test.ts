import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };
const DEMO_DOSSIER = '2026/1201/145';
const WAIT = { timeout: 30_000 };
/** Issue 34: a dossier page is usable after at most this many API calls. */
const MOST_CALLS = 4;

const demoDossierId = async (reference: string) => {
  const login = await api<{ token: string }>('account.login', { body: { username: LAWYER.email, password: LAWYER.password } });
  const found = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
    token: login.body.token,
    query: { refDossier: reference },
  });
  const id = found.body.items.find((d) => d.refCabinet === reference)?.id;
  expect(id).toBeDefined();
  return id!;
};

/** What makes a page usable: its heading (`data-testid`) showing `text`, a field that takes input, and a select that has a value. */
type Usable = { heading: string; text: string; editable: string; filled?: string };

/**
 * What a page starts in this time after it became usable counts as needed to use it: its sections'
 * effects fetch right after they show. What it defers starts later (`useLater`: 1.5 s at least).
 */
const SETTLE_MS = 1000;

/**
 * Opens `path` on a signed-in page and answers the API calls the page started before it was
 * usable or in the `SETTLE_MS` after, by path. The page notes that moment itself (a mutation
 * observer added before its scripts), and the calls are its resource timings: on a slow machine,
 * the count does not depend on how long the test's own checks take.
 */
const callsUntilUsable = async (page: Page, path: string, usable: Usable) => {
  await page.addInitScript((wanted: Usable) => {
    const ready = () => {
      const heading = document.querySelector(`[data-testid="${wanted.heading}"]`);
      const field = document.querySelector<HTMLInputElement>(wanted.editable);
      const select = wanted.filled ? document.querySelector<HTMLSelectElement>(wanted.filled) : undefined;
      return !!heading?.textContent?.includes(wanted.text) && !!field && !field.disabled && !field.readOnly && select?.value !== '';
    };
    new MutationObserver((_, observer) => {
      if (!ready()) return;
      (window as { usableAt?: number }).usableAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, usable);
  await page.goto(path);
  await page.waitForFunction(() => (window as { usableAt?: number }).usableAt !== undefined, null, WAIT);
  // A call is in the resource timings once answered: every call, the deferred ones too, is answered first.
  await page.waitForLoadState('networkidle', WAIT);
  return page.evaluate((settleMs) => {
    const usableAt = (window as { usableAt?: number }).usableAt!;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= usableAt + settleMs)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/api/'));
  }, SETTLE_MS);
};

/** Issue 34: a dossier page needs few API calls before it can be used; the rest comes when shown. */
describe('the dossier page loads with few API calls', () => {
  it(`the staff's /Folder is usable after at most ${MOST_CALLS} calls`, async () => {
    const id = await demoDossierId(DEMO_DOSSIER);
    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);
    const calls = await callsUntilUsable(page, `/Folder?id=${id}`, {
      heading: 'dossier-title',
      text: DEMO_DOSSIER,
      editable: 'input[name="refCabinet"]',
      filled: 'select[name="idStatutDossier"]',
    });
    // The identification shows the dossier's values and takes input.
    const reference = page.locator('input[name="refCabinet"]');
    expect(await reference.inputValue()).toBe(DEMO_DOSSIER);
    expect(await reference.isEditable()).toBe(true);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MOST_CALLS);
  });

  it(`the client's /Client/Folder is usable after at most ${MOST_CALLS} calls, its court section's state read with the dossier`, async () => {
    const id = await demoDossierId('2026/1187/092');
    const page = await browser.newPage();
    await signInAs(page, CLIENT.email, CLIENT.password);
    const calls = await callsUntilUsable(page, `/Client/Folder?id=${id}`, {
      heading: 'client-dossier-ref',
      text: '2026/1187/092',
      editable: 'input[name="refClient"]',
    });
    await page.getByTestId('court-last-sync').waitFor(WAIT);
    expect(await page.getByTestId('court-last-sync').textContent()).toMatch(/synchronis/i);
    expect(
      calls.filter((path) => path.endsWith('/court-sync')),
      calls.join('\n'),
    ).toEqual([]);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MOST_CALLS);
  });
});
