import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();

const ADMIN = { email: 'y.benali@benali-avocats.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };

/** Opens a searchable select, narrows it with `text` and picks the first option left. */
const choose = async (page: Page, name: string, text: string) => {
  const input = page.locator(`input[name="${name}"]`);
  await input.click();
  await input.fill(text);
  const option = page.locator('[data-scope="combobox"][data-part="item"]:visible').first();
  await option.waitFor(WAIT);
  await option.click();
};

describe('dossiers in the browser', () => {
  it('creates a dossier with a new client and an opposing company, finds it, edits its status, invites the client, and confirms a later conflict', async () => {
    const page = await browser.newPage();
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
    const ref = `E2E${stamp}`;
    const clientEmail = uniqueEmail('client');
    const clientName = `Tazi${stamp}`;
    const since = Date.now();
    await signInThroughApi(page, ADMIN);

    await page.goto('/Folders');
    await page.getByTestId('new-dossier').click();
    await page.waitForURL(/\/NewFolder$/, WAIT);
    await page.fill('input[name="nom"]', `Tazi contre Atlas ${stamp}`);
    await choose(page, 'idTypeDossier', '');
    await page.fill('input[name="refCabinet"]', ref);
    await page.fill('input[name="refClient"]', `CL-${stamp}`);
    await choose(page, 'idTribunal', '');

    await page.selectOption('select[name="client.idTypeClient"]', 'PP');
    await page.selectOption('select[name="client.idStatutClient"]', 'PLG');
    await page.fill('input[name="client.cin"]', `EE${stamp.slice(-6)}`);
    await page.fill('input[name="client.nom"]', clientName);
    await page.fill('input[name="client.prenom"]', 'Salma');
    await page.fill('input[name="client.email"]', clientEmail);
    await page.getByTestId('add-client').click();
    await page.getByTestId('client-list').getByText(`${clientName} Salma`).waitFor(WAIT);

    await page.selectOption('select[name="adversaire.idTypeClient"]', 'PM');
    await page.selectOption('select[name="adversaire.idStatutClient"]', 'ACS');
    await page.fill('input[name="adversaire.rc"]', `RC${stamp.slice(-6)}`);
    await page.fill('input[name="adversaire.raisonSociale"]', `Atlas Immobilier ${stamp}`);
    await page.fill('input[name="adversaire.representantLegal"]', 'Karim Idrissi');
    await page.getByTestId('add-adversaire').click();
    await page.getByTestId('adversaire-list').getByText(`Atlas Immobilier ${stamp}`).waitFor(WAIT);

    await page.getByTestId('save-dossier').click();
    await page.getByText('Dossier créé avec succès !').waitFor(WAIT);
    await page.waitForURL(/\/Folder\?id=/, WAIT);
    await page.getByTestId('client-cards').getByText(`${clientName} Salma`).waitFor(WAIT);
    await page.getByTestId('adversaire-cards').getByText(`Atlas Immobilier ${stamp}`).waitFor(WAIT);

    // The /Folders search form finds it by its reference.
    await page.goto('/folders');
    await page.fill('input[name="refDossier"]', ref);
    await page.getByTestId('dossier-search-submit').click();
    await page.waitForURL(/\?refDossier=/, WAIT);
    const found = page.getByTestId('dossiers-table').locator('tbody tr', { hasText: ref });
    await found.getByText(clientName).waitFor(WAIT);

    // The top bar's search finds it too, and leads to it.
    await page.fill('input[name="search"]', ref);
    await page.press('input[name="search"]', 'Enter');
    await page.waitForURL(/\/Search$/, WAIT);
    await page.getByRole('link', { name: ref }).click();
    await page.waitForURL(/\/Folder\?id=/, WAIT);

    // A status change is saved and appears in the history with its before and after.
    await page.locator('select[name="idStatutDossier"] option[value="SSP"]').waitFor({ state: 'attached', ...WAIT });
    await page.selectOption('select[name="idStatutDossier"]', 'SSP');
    await page.getByTestId('save-dossier').click();
    await page
      .getByTestId('dossier-history')
      .getByText(/En cours → Suspendu/)
      .waitFor(WAIT);

    // The new client was invited: a first-connection email reached them.
    const email = await waitForEmail(clientEmail, { since: since - 1000, timeoutMs: 20_000 });
    expect(linkIn(email, 'first-connection')).toBeTruthy();

    // A later dossier with the opposing company as client: found by its RC, then a conflict to confirm.
    await page.goto('/NewFolder');
    await choose(page, 'idTypeDossier', '');
    await page.fill('input[name="refCabinet"]', `${ref}B`);
    await choose(page, 'idTribunal', '');
    await page.fill('input[name="client.identifier"]', `RC${stamp.slice(-6)}`);
    await page.getByTestId('lookup-client').click();
    await expect.poll(() => page.inputValue('input[name="client.raisonSociale"]'), WAIT).toBe(`Atlas Immobilier ${stamp}`);
    await page.selectOption('select[name="client.idStatutClient"]', 'PLG');
    await page.getByTestId('add-client').click();
    await page.getByTestId('client-list').getByText(`Atlas Immobilier ${stamp}`).waitFor(WAIT);
    await page.getByTestId('save-dossier').click();
    const dialog = page.getByTestId('conflict-dialog');
    await dialog.getByText(ref, { exact: false }).waitFor(WAIT);
    await dialog.getByTestId('confirm-conflict').click();
    await page.getByText('Dossier créé avec succès !').first().waitFor(WAIT);
    await page.waitForURL(/\/Folder\?id=/, WAIT);
    await page.getByTestId('dossier-title').getByText(`${ref}B`).waitFor(WAIT);
  });

  it('finds a dossier by a part of its court reference, opens it from anywhere on its row or from the keyboard, and keeps the filter on the way back', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ADMIN);
    const DEMO = '2026/1201/145';
    const NAME = 'Atlas Textile c/ Bennani — recouvrement de créance';

    // '8201' is a part of the demo dossier's court reference, 2026/8201/1145
    await page.goto('/Folders');
    await page.fill('input[name="refDossier"]', '8201');
    await page.getByTestId('dossier-search-submit').click();
    await page.waitForURL(/\/Folders\?refDossier=8201$/, WAIT);
    const table = page.getByTestId('dossiers-table');
    const row = table.locator('tbody tr', { hasText: DEMO });
    /** The list holds that one dossier, and nothing else (the filter applied, the list read). */
    const listsTheDemoOnly = () =>
      expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).map((text) => text.includes(NAME)), WAIT).toEqual([true]);
    await listsTheDemoOnly();

    // a click on the row, away from its links, opens the dossier
    await row.getByText(NAME, { exact: true }).click();
    await page.waitForURL(/\/Folder\?id=/, WAIT);
    await page.getByTestId('dossier-title').getByText(DEMO).waitFor(WAIT);

    // Back: the filter is in the address, the form and the list
    await page.goBack();
    await page.waitForURL(/\/Folders\?refDossier=8201$/, WAIT);
    await listsTheDemoOnly();
    expect(await page.inputValue('input[name="refDossier"]')).toBe('8201');

    // from the keyboard: the row's reference is a link, Enter opens the dossier
    await row.getByRole('link', { name: DEMO }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/Folder\?id=/, WAIT);
    await page.getByTestId('dossier-title').getByText(DEMO).waitFor(WAIT);
    await page.goBack();
    await page.waitForURL(/\/Folders\?refDossier=8201$/, WAIT);
    expect(await page.inputValue('input[name="refDossier"]')).toBe('8201');
  });
});
