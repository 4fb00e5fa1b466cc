import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../infra/local/sample-files';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs, signInThroughApi } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
/** The demo partner, whose weekday mornings are open for booking. */
const PARTNER = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const CLIENT = { email: 'fz.elidrissi@exemple.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };

/** A fresh dossier of a demo lawyer (Salma Alaoui unless told) whose client is the demo client (her record, found by its CIN). */
const newDossier = async (lawyer = LAWYER) => {
  const login = await api<{ token: string }>('account.login', { body: { username: lawyer.email, password: lawyer.password } });
  const refCabinet = `E2E-PORTAL-${Date.now().toString(36)}`;
  const created = await api<{ id: string }>('dossiers.create', {
    token: login.body.token,
    body: {
      idTypeDossier: 'FAM',
      idTribunal: 'CA-RABAT',
      refCabinet,
      dateOuverture: '2026-03-02',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'AB123456', nom: 'El Idrissi', prenom: 'Fatima Zahra' }],
      adversaire: [],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id, refCabinet, token: login.body.token };
};

/** The page scrolls sideways when its content is wider than the 375 px screen. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far a dialog (fixed, so outside the page's own width) passes the screen's edges or scrolls sideways inside. */
const dialogOverflow = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(-box.left, box.right - window.innerWidth, element.scrollWidth - element.clientWidth);
  });

/** Each target is at least 44 px wide and high (a finger's tap), named in the failure; measured once dialogs have finished zooming in. */
const expectTapSize = async (targets: Record<string, Locator>) => {
  await Object.values(targets)[0]
    ?.page()
    .waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
  const sizes: Record<string, number> = {};
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    sizes[name] = Math.floor(Math.min(box?.width ?? 0, box?.height ?? 0));
  }
  expect(Object.entries(sizes).filter(([, size]) => size < 44)).toEqual([]);
};

/** A dossier's card on /Client/Folders (10 a page), turning the pages until it shows. */
const dossierCard = async (page: Page, refCabinet: string) => {
  const card = page.getByTestId('data-table-card').filter({ hasText: refCabinet });
  await page.getByTestId('data-table-card').first().waitFor(WAIT);
  while (!(await card.count())) await page.getByTestId('table-next').click(WAIT);
  return card;
};

const send = async (page: Page, sujet: string, contenu: string) => {
  await page.locator('input[name="sujet"]').fill(sujet);
  await page.locator('textarea[name="contenu"]').fill(contenu);
  await page.getByTestId('message-send').click();
  await page
    .getByTestId('message')
    .filter({ hasText: contenu.split('\n')[0] })
    .waitFor(WAIT);
  expect(await page.locator('input[name="sujet"]').inputValue()).toBe('');
};

/**
 * Issue 12: the lawyer writes to the client; the client, on a phone, sees the unread badge, opens
 * the thread (the badge clears) and replies; the lawyer sees the unread count on /Folders and the
 * sidebar; the client saves her own reference. Every client screen fits 375 px in fr and ar.
 */
describe('the client portal and the messages', () => {
  it('carries a message each way, with the unread badges on both sides', async () => {
    const dossier = await newDossier();
    const lawyer = await browser.newPage();
    await signInThroughApi(lawyer, LAWYER);
    await lawyer.goto(`/Folder/Messages?id=${dossier.id}`);
    await send(lawyer, 'Pièces à fournir', 'Madame,\nmerci de nous envoyer le livret de famille.');
    await lawyer.context().close();

    const client = await browser.newPage();
    await client.setViewportSize({ width: 375, height: 800 });
    await signInAs(client, CLIENT.email, CLIENT.password);
    const card = await dossierCard(client, dossier.refCabinet);
    await card.getByTestId('unread-badge').waitFor(WAIT);
    expect(await card.getByTestId('unread-badge').locator('[aria-hidden]').innerText()).toBe('1');
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await card.getByRole('link', { name: dossier.refCabinet }).click();
    await client.getByTestId('client-dossier-ref').filter({ hasText: dossier.refCabinet }).waitFor(WAIT);
    await client.getByTestId('client-dossier-messages').click();
    await client.getByTestId('message').filter({ hasText: 'livret de famille' }).waitFor(WAIT);
    await send(client, 'Réponse', 'Je le dépose demain au cabinet.');
    await client.getByTestId('back-to-dossier').click();
    await client.getByTestId('client-dossier-close').click();
    await client.waitForURL((url) => url.pathname === '/Client/Folders', WAIT);
    await dossierCard(client, dossier.refCabinet);
    await expect.poll(() => card.getByTestId('unread-badge').count(), WAIT).toBe(0);
    await client.context().close();

    const back = await browser.newPage();
    await signInThroughApi(back, LAWYER);
    await back.goto('/Folders');
    const row = back.getByTestId('dossiers-table').getByRole('row').filter({ hasText: dossier.refCabinet });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('unread-badge').locator('[aria-hidden]').innerText()).toBe('1');
    await back.getByTestId('folders-unread').waitFor(WAIT);
    await back.goto(`/Folder/Messages?id=${dossier.id}`);
    await back.getByTestId('message').filter({ hasText: 'Je le dépose demain' }).waitFor(WAIT);
    await back.goto('/Folders');
    await row.waitFor(WAIT);
    await expect.poll(() => row.getByTestId('unread-badge').count(), WAIT).toBe(0);
  });

  it("the client uploads a document private to her and her lawyer, which the lawyer then sees as 'Privé client'", async () => {
    const dossier = await newDossier();
    const client = await browser.newPage();
    await signInThroughApi(client, CLIENT);
    await client.goto(`/Client/Folder?id=${dossier.id}`);
    const section = client.getByTestId('client-section-documents');
    await section.getByTestId('add-document').click();
    const dialog = client.getByTestId('upload-dialog');
    await dialog
      .getByTestId('upload-input')
      .setInputFiles([{ name: 'Livret de famille.pdf', mimeType: 'application/pdf', buffer: samplePdf(['Livret de famille']) }]);
    // A client may choose public (PB) or private to her and her lawyer (PC), never the firm's PA.
    const levels = await dialog
      .locator('select[name="upload-level-0"] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(levels.sort()).toEqual(['PB', 'PC']);
    await dialog.locator('select[name="upload-level-0"]').selectOption('PC');
    await dialog.getByTestId('upload-submit').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await section.getByText('Livret de famille.pdf').waitFor(WAIT);
    await client.context().close();

    const lawyer = await browser.newPage();
    await signInThroughApi(lawyer, LAWYER);
    await lawyer.goto(`/Folder?id=${dossier.id}`);
    const row = lawyer.getByTestId('panel-documents').getByRole('row').filter({ hasText: 'Livret de famille.pdf' });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('confidentiality-badge').innerText()).toBe('Privé client');
  });

  it.each(['fr', 'ar'])('in %s on a phone: the client saves her reference, and no client screen scrolls sideways', async (language) => {
    const dossier = await newDossier();
    const page = await browser.newPage({ locale: language === 'ar' ? 'ar-MA' : 'fr-FR' });
    await page.context().addInitScript((l) => window.localStorage.setItem('i18nextLng', l), language);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, CLIENT.email, CLIENT.password);
    await dossierCard(page, dossier.refCabinet);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`/Client/Folder?id=${dossier.id}`);
    await page.getByTestId('client-section-documents').waitFor(WAIT);
    await page.getByTestId('client-section-appointments').waitFor(WAIT);
    await page.getByTestId('client-section-court-deadlines').waitFor(WAIT);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.locator('input[name="refClient"]').fill(`MA-${language}-7`);
    await page.getByTestId('client-dossier-save').click();
    await expect
      .poll(
        async () =>
          (await api<{ refClient: string | null }>('dossiers.get', { token: dossier.token, params: { id: dossier.id } })).body.refClient,
        WAIT,
      )
      .toBe(`MA-${language}-7`);

    await page.goto(`/Client/Folder/Messages?id=${dossier.id}`);
    await page.getByTestId('message-form').waitFor(WAIT);
    expect(await page.getByTestId('message-send').isDisabled()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectTapSize({ send: page.getByTestId('message-send') });
  });

  it.each(['fr', 'ar'])(
    'in %s on a phone: the booking and upload dialogs and the calendar fit, with tap targets of 44 px',
    async (language) => {
      const dossier = await newDossier(PARTNER);
      const page = await browser.newPage({ locale: language === 'ar' ? 'ar-MA' : 'fr-FR' });
      await page.context().addInitScript((l) => window.localStorage.setItem('i18nextLng', l), language);
      await page.setViewportSize({ width: 375, height: 800 });
      await signInThroughApi(page, CLIENT);
      await page.goto(`/Client/Folder?id=${dossier.id}`);
      await page.getByTestId('client-section-documents').getByTestId('add-document').waitFor(WAIT);
      await expectTapSize({
        save: page.getByTestId('client-dossier-save'),
        messages: page.getByTestId('client-dossier-messages'),
        close: page.getByTestId('client-dossier-close'),
        book: page.getByTestId('book-appointment'),
        addDocument: page.getByTestId('add-document'),
      });

      // The booking dialog: this week may be over; the partner's mornings are open the next.
      await page.getByTestId('book-appointment').click();
      const booking = page.getByTestId('booking-dialog');
      await booking.getByTestId('booking-week').waitFor(WAIT);
      await booking.getByTestId('booking-next').click();
      const slot = booking.locator('[data-testid^="slot-"]').first();
      await slot.waitFor(WAIT);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await dialogOverflow(booking)).toBeLessThanOrEqual(0);
      await slot.click();
      await expectTapSize({
        previous: booking.getByTestId('booking-previous'),
        next: booking.getByTestId('booking-next'),
        slot,
        validate: booking.getByTestId('booking-validate'),
      });
      await page.keyboard.press('Escape');
      await booking.waitFor({ state: 'detached', ...WAIT });

      // The upload dialog, a file chosen.
      await page.getByTestId('add-document').click();
      const upload = page.getByTestId('upload-dialog');
      await upload
        .getByTestId('upload-input')
        .setInputFiles([{ name: 'Acte de mariage.pdf', mimeType: 'application/pdf', buffer: samplePdf(['Acte de mariage']) }]);
      await upload.getByTestId('upload-entry').waitFor(WAIT);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await dialogOverflow(upload)).toBeLessThanOrEqual(0);
      await expectTapSize({
        choose: upload.getByTestId('upload-drop').getByRole('button'),
        remove: upload.getByTestId('upload-entry').getByRole('button'),
        name: upload.locator('input[name="upload-nom-0"]'),
        level: upload.locator('select[name="upload-level-0"]'),
        close: upload.getByTestId('upload-close'),
        submit: upload.getByTestId('upload-submit'),
      });
      // Closing with a file chosen asks first.
      await upload.getByTestId('upload-close').click();
      await page.getByTestId('discard-ok').click();
      await upload.waitFor({ state: 'detached', ...WAIT });

      // The client's calendar, its views and arrows.
      await page.goto('/Client/Calendar');
      const calendar = page.getByTestId('appointment-calendar');
      await calendar.locator('.rbc-month-view').waitFor(WAIT);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const toolbar = calendar.locator('.rbc-toolbar button');
      expect(await toolbar.count()).toBeGreaterThanOrEqual(7);
      await expectTapSize(Object.fromEntries((await toolbar.all()).map((button, i) => [`toolbar ${i}`, button])));
      await calendar
        .locator('.rbc-toolbar button')
        .filter({ hasText: language === 'ar' ? /أسبوع/ : /Semaine/ })
        .click();
      await calendar.locator('.rbc-time-view').waitFor(WAIT);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
  );
});
