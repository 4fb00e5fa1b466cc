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

type Call = { at: number; path: string };
type Watched = Window & { usableAt?: number; apiCalls?: Call[] };

/**
 * Opens `path` on a signed-in page and returns the API calls it started before it was usable or in
 * the `SETTLE_MS` after, by path, and every API call it started until then or later. The page notes
 * both itself (a mutation observer and a watch on `fetch`, added before its scripts): on a slow
 * machine, the count depends neither on how long the test's own checks take nor on when the calls
 * are answered.
 */
const callsUntilUsable = async (page: Page, path: string, usable: Usable) => {
  await page.addInitScript((wanted: Usable) => {
    const watched = window as Watched;
    const calls: Call[] = (watched.apiCalls = []);
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/api/')) calls.push({ at: performance.now(), path: url.pathname });
      return fetch(input, init);
    };
    const ready = () => {
      const heading = document.querySelector(`[data-testid="${wanted.heading}"]`);
      const field = document.querySelector<HTMLInputElement>(wanted.editable);
      const select = wanted.filled ? document.querySelector<HTMLSelectElement>(wanted.filled) : undefined;
      return !!heading?.textContent?.includes(wanted.text) && !!field && !field.disabled && !field.readOnly && select?.value !== '';
    };
    new MutationObserver((_, observer) => {
      if (!ready()) return;
      watched.usableAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, usable);
  await page.goto(path);
  await page.waitForFunction(
    (settleMs) => {
      const usableAt = (window as Watched).usableAt;
      return usableAt !== undefined && performance.now() > usableAt + settleMs;
    },
    SETTLE_MS,
    WAIT,
  );
  return {
    calls: await page.evaluate((settleMs) => {
      const watched = window as Watched;
      return watched.apiCalls!.filter((call) => call.at <= watched.usableAt! + settleMs).map((call) => call.path);
    }, SETTLE_MS),
    /** Every API call the page has started so far. */
    all: () => page.evaluate(() => (window as Watched).apiCalls!.map((call) => call.path)),
  };
};

/** Issue 34: a dossier page needs few API calls before it can be used; the rest comes when shown. */
describe('the dossier page loads with few API calls', () => {
  it(`the staff's /Folder is usable after at most ${MOST_CALLS} calls`, async () => {
    const id = await demoDossierId(DEMO_DOSSIER);
    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);
    const { calls } = await callsUntilUsable(page, `/Folder?id=${id}`, {
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
    const { calls, all } = await callsUntilUsable(page, `/Client/Folder?id=${id}`, {
      heading: 'client-dossier-ref',
      text: '2026/1187/092',
      editable: 'input[name="refClient"]',
    });
    await page.getByTestId('court-last-sync').waitFor(WAIT);
    expect(await page.getByTestId('court-last-sync').textContent()).toMatch(/synchronis/i);
    const started = await all();
    expect(
      started.filter((path) => path.endsWith('/court-sync')),
      started.join('\n'),
    ).toEqual([]);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MOST_CALLS);
  });
});
