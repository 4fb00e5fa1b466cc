import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();

const ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };
/** The demo divorce dossier: its client's appointments, documents and messages. */
const DEMO_REFERENCE = '2026/1187/092';
const WAIT = { timeout: 30_000 };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** The demo dossier's id and an admin's token. */
const demoDossier = async () => {
  const login = await api<{ token: string }>('account.login', { body: { username: ADMIN.email, password: ADMIN.password } });
  const found = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
    token: login.body.token,
    query: { refDossier: DEMO_REFERENCE },
  });
  const id = found.body.items.find((d) => d.refCabinet === DEMO_REFERENCE)?.id;
  expect(id).toBeDefined();
  return { id: id!, token: login.body.token };
};

const signedIn = async (who: typeof ADMIN, language: string, viewport: typeof PHONE) => {
  const page = await browser.newPage({ locale: { fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' }[language] });
  await page.context().addInitScript((l) => window.localStorage.setItem('i18nextLng', l), language);
  await page.setViewportSize(viewport);
  await signInThroughApi(page, who);
  return page;
};

/** The page has its heading and has finished loading what it shows. */
const settled = async (page: Page) => {
  await page.locator('h1').first().waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByTestId('read-loading').count(), WAIT).toBe(0);
};

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/**
 * Each page, then each of its tabs in turn: how far it scrolls sideways, by page (and tab) name.
 * Only the pages that do scroll are kept, so that a failure names them all.
 */
const overflowing = async (page: Page, paths: readonly string[]) => {
  const found: Record<string, number> = {};
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const width = await sideways(page);
    if (width > 0) found[path] = width;
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      const tab = tabs.nth(index);
      const name = (await tab.innerText()).trim();
      await tab.click();
      await settled(page);
      const tabWidth = await sideways(page);
      if (tabWidth > 0) found[`${path} (${name})`] = tabWidth;
    }
  }
  return found;
};

/** A table's rows, or its cards where it shows them as cards. */
const entries = (scope: Page | Locator, text: string) => scope.locator('tr, [data-testid="data-table-card"]').filter({ hasText: text });

/**
 * Where `target` passes the screen's edges or its table's visible box (its card, the table's
 * scrolling box, or the table), in px; 0 when it is fully inside both.
 */
const outside = (target: Locator) =>
  target.evaluate((element) => {
    const scrolls = (node: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX);
    let box: Element | null = element.closest('[data-testid="data-table-card"], [data-testid="data-table"]');
    for (let node = element.parentElement; !box && node; node = node.parentElement) if (scrolls(node)) box = node;
    const own = element.getBoundingClientRect();
    const frame = (box ?? element.closest('table') ?? document.documentElement).getBoundingClientRect();
    return Math.max(
      0,
      -own.left,
      own.right - window.innerWidth,
      frame.left - own.left,
      own.right - frame.right,
      frame.top - own.top,
      own.bottom - frame.bottom,
    );
  });

/**
 * Issue 29, "Screens that fit": no page scrolls sideways on a 375 px phone, in French and in Arabic
 * (tables are cards there); on a 1280 px screen the client's tables show their unread counts and
 * actions inside the screen and their box; a document opens by its name.
 */
describe('screens that fit', () => {
  it("at 1280 px the client's unread counts, 'Consulter' and document actions are on screen, in their table, and a document opens by its name", async () => {
    const { id, token } = await demoDossier();
    // The client has a message to read on the dossier, whatever other tests read before.
    const sent = await api('messages.add', { token, body: { idDossier: id, sujet: 'Audience', contenu: 'Rendez-vous au tribunal à 9h.' } });
    expect(sent.status).toBe(201);
    const page = await signedIn(CLIENT, 'fr', DESKTOP);
    const placed: Record<string, number> = {};

    await page.goto('/Client/Folders');
    await settled(page);
    const dossier = entries(page, DEMO_REFERENCE);
    await dossier.waitFor(WAIT);
    placed['/Client/Folders sideways'] = await sideways(page);
    placed.unread = await outside(dossier.getByTestId('unread-badge'));
    placed.Consulter = await outside(dossier.getByRole('link', { name: 'Consulter' }));

    await page.goto(`/Client/Folder?id=${id}`);
    await settled(page);
    const petition = entries(page.getByTestId('client-section-documents'), 'Requête en divorce pour discorde.pdf');
    await petition.waitFor(WAIT);
    placed['/Client/Folder sideways'] = await sideways(page);
    placed['document Consulter'] = await outside(petition.getByRole('link', { name: 'Consulter' }));
    placed['document Télécharger'] = await outside(petition.getByRole('button', { name: 'Télécharger' }));
    const appointments = page.getByTestId('client-section-appointments');
    placed['appointment Consulter'] = await outside(appointments.getByRole('button', { name: 'Consulter' }).first());
    expect(placed).toEqual({
      '/Client/Folders sideways': 0,
      unread: 0,
      Consulter: 0,
      '/Client/Folder sideways': 0,
      'document Consulter': 0,
      'document Télécharger': 0,
      'appointment Consulter': 0,
    });

    const opened = page.context().waitForEvent('page', WAIT);
    await petition.getByRole('link', { name: 'Requête en divorce pour discorde.pdf' }).click(WAIT);
    const viewer = await opened;
    await viewer.waitForURL((url) => url.pathname === '/DocumentViewer', WAIT);
    await viewer.getByTestId('viewer-pdf').waitFor(WAIT);
  });

  it.each(['fr', 'ar'])('in %s, no staff page scrolls sideways at 375 px', async (language) => {
    const { id } = await demoDossier();
    const page = await signedIn(ADMIN, language, PHONE);
    const paths = [
      '/',
      '/Folders',
      `/Folder?id=${id}`,
      `/Folder/Messages?id=${id}`,
      '/Clients',
      '/Invoices',
      '/Users',
      '/Calendar',
      '/Settings',
    ];
    expect(await overflowing(page, paths)).toEqual({});
  });

  it.each(['fr', 'ar'])('in %s, no client page scrolls sideways at 375 px', async (language) => {
    const { id } = await demoDossier();
    const page = await signedIn(CLIENT, language, PHONE);
    const paths = ['/Client/Folders', `/Client/Folder?id=${id}`, `/Client/Folder/Messages?id=${id}`, '/Client/Calendar', '/profile'];
    expect(await overflowing(page, paths)).toEqual({});
  });
});
