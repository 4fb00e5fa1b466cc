import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, registerFirm, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { api } from '../support/api';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { downloadedBytes } from './support/download';
import { signInAs } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

/** Signs in and reads the app in French, whatever language the account starts in. */
const signInInFrench = async (page: Page, email: string, password: string) => {
  await signInAs(page, email, password);
  await page.getByTestId('user-name').waitFor(WAIT);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('lang-fr').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('fr');
};

describe('/admin, the activity log, in the browser', () => {
  it("shows the firm's sign-ins and failures to its admin, filters them, exports them, and keeps a USER out", async () => {
    const firm = await registerFirm();
    const since = Date.now();
    const email = uniqueEmail('assistante');
    const body = { idTypeUtilisateur: 'ASSISTANT', idRolUtilisateur: 'USER', nom: 'Amrani', prenom: 'Khadija', email, phone: '0612345678' };
    expect((await api('users.create', { token: firm.token, body })).status).toBe(201);
    await acceptInvitation(email, TEST_PASSWORD, since);
    expect((await api('account.login', { body: { username: firm.email, password: 'Wrong@2026x' } })).status).toBe(401);

    const page = await browser.newPage();
    await signInInFrench(page, firm.email, firm.password);
    await page.getByRole('link', { name: "Journal d'activité" }).click();
    await page.waitForURL('**/admin', WAIT);
    const table = page.getByRole('table');
    await table.getByText(`${firm.email} : adresse ou mot de passe incorrect`).waitFor(WAIT);
    await table.getByText(`Khadija Amrani <${email}>, rôle Utilisateur`).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    await page.selectOption('select[name="type"]', 'SIGN_IN_FAILED');
    // The filtered page replaces the whole log: one row, the refused sign-in.
    await expect.poll(() => table.locator('tbody tr').first().textContent(), WAIT).toContain('Connexion refusée');
    expect(await table.locator('tbody tr').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByTestId('export-activity').click()]);
    expect(download.suggestedFilename()).toMatch(/^journal-activite-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloadedBytes(download)).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate;Personne;Événement;Détail;Adresse IP');
    expect(lines.slice(1, -1)).toEqual([
      expect.stringContaining(`;Connexion refusée;${firm.email} : adresse ou mot de passe incorrect;127.0.0.1`),
    ]);

    // A USER of the firm has no link to it, and the page refuses them.
    const staff = await browser.newPage();
    await signInInFrench(staff, email, TEST_PASSWORD);
    await staff.getByRole('link', { name: 'Gestion des Utilisateurs' }).waitFor(WAIT);
    expect(await staff.getByRole('link', { name: "Journal d'activité" }).count()).toBe(0);
    await staff.goto('/admin');
    await staff.getByText("Vous n'avez pas accès à la page demandée.").waitFor(WAIT);
  });
});
