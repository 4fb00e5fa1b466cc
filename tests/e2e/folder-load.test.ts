import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };
const DEMO_DOSSIER = '2026/1201/145';
const DIVORCE_DOSSIER = '2026/1187/092';
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

/**
 * Opens `path` on a signed-in page and answers the API calls the page started until `usable`
 * resolved (its heading and first section shown and ready to take input), by method and path.
 */
const callsUntilUsable = async (page: Page, path: string, usable: () => Promise<unknown>) => {
  const calls: string[] = [];
  let counting = true;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (counting && url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(path);
  await usable();
  counting = false;
  return calls;
};

/** Issue 34: the dossier pages need few API calls before they can be used; the rest comes when shown. */
describe('the dossier pages load with few API calls', () => {
  it(`the staff's /Folder is usable after at most ${MOST_CALLS} calls`, async () => {
    const id = await demoDossierId(DEMO_DOSSIER);
    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);
    const calls = await callsUntilUsable(page, `/Folder?id=${id}`, async () => {
      await page.getByTestId('dossier-title').getByText(DEMO_DOSSIER).waitFor(WAIT);
      // The identification shows the dossier's values and takes input.
      const reference = page.locator('input[name="refCabinet"]');
      expect(await reference.inputValue()).toBe(DEMO_DOSSIER);
      expect(await reference.isEditable()).toBe(true);
      expect(await page.locator('select[name="idStatutDossier"]').inputValue()).not.toBe('');
    });
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MOST_CALLS);
  });

  it(`the client's /Client/Folder is usable after at most ${MOST_CALLS} calls`, async () => {
    const id = await demoDossierId(DIVORCE_DOSSIER);
    const page = await browser.newPage();
    await signInAs(page, CLIENT.email, CLIENT.password);
    const calls = await callsUntilUsable(page, `/Client/Folder?id=${id}`, async () => {
      await page.getByTestId('client-dossier-ref').getByText(DIVORCE_DOSSIER).waitFor(WAIT);
      expect(await page.locator('input[name="refClient"]').isEditable()).toBe(true);
    });
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MOST_CALLS);
  });
});
