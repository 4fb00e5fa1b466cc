import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerFirm, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { clientWithAccount } from '../integration/dossiers-support';
import { newStaff } from '../integration/identity-helpers';
import { useBrowser } from './support/browser';
import { pathOf, signInAs, signInThroughApi, signOut } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

const sidebarPaths = async (page: Page) => {
  const nav = page.getByTestId('sidebar');
  await nav.getByRole('link').first().waitFor(WAIT);
  return nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
};

describe('identity in the browser', () => {
  it('forgot password: the emailed link resets the password, then the new one signs in', async () => {
    const firm = await registerFirm({}, 'fr');
    const page = await browser.newPage();
    const since = Date.now();
    await page.goto('/forgot-password');
    await page.fill('input[name="email"]', firm.email);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Si cet email existe, un lien de réinitialisation a été envoyé.').waitFor(WAIT);

    const mail = await waitForEmail(firm.email, { since, timeoutMs: 30_000, match: (email) => !!linkIn(email, '/reset-password?') });
    await page.goto(pathOf(linkIn(mail, '/reset-password?')));
    await page.getByTestId('reset-email').waitFor(WAIT);
    expect(await page.getByTestId('reset-email').textContent()).toContain(firm.email);
    const password = 'Nouveau@2026';
    await page.fill('input[name="password"]', password);
    await page.fill('input[name="confirm"]', password);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Votre mot de passe a été réinitialisé avec succès!').waitFor(WAIT);
    await page.waitForURL(/\/login$/, WAIT);

    await signInAs(page, firm.email, password);
    await page.getByTestId('user-name').waitFor(WAIT);
  });

  it('the admin adds a user in /Users, who opens the first-connection email, sets a password and signs in', async () => {
    const firm = await registerFirm({ userName: 'Benali', userFirstName: 'Youssef' }, 'fr');
    const page = await browser.newPage();
    await signInThroughApi(page, firm);
    await page.goto('/Users');
    await page.getByTestId('add-user').click(WAIT);
    const form = page.getByTestId('user-form-dialog');
    await form.waitFor(WAIT);
    const email = uniqueEmail('karima');
    const since = Date.now();
    await form.locator('select[name="idTypeUtilisateur"]').selectOption('ASSISTANT');
    await form.locator('select[name="idRolUtilisateur"]').selectOption('USER');
    await form.locator('input[name="nom"]').fill('Idrissi');
    await form.locator('input[name="prenom"]').fill('Karima');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('0612345678');
    await page.getByTestId('user-form-submit').click();
    await page.getByText(`Un email d'invitation a été envoyé à ${email}`, { exact: false }).waitFor(WAIT);
    await page.getByRole('cell', { name: email }).waitFor(WAIT);

    const mail = await waitForEmail(email, { since, timeoutMs: 30_000 });
    await signOut(page);
    await page.goto(pathOf(linkIn(mail, '/first-connection?')));
    const greeting = page.getByTestId('first-connection-greeting');
    await greeting.waitFor(WAIT);
    expect(await greeting.textContent()).toContain('Karima Idrissi');
    const password = 'Karima@2026';
    await page.fill('input[name="password"]', password);
    await page.fill('input[name="confirm"]', password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/login$/, WAIT);

    await signInAs(page, email, password);
    await page.getByTestId('user-name').waitFor(WAIT);
    expect(await page.getByTestId('user-name').textContent()).toContain('Karima Idrissi');
  });

  it('each role sees exactly its sidebar and is sent to /unauthorized on a forbidden page', async () => {
    const firm = await registerFirm({}, 'fr');
    const staff = await newStaff({
      structureId: firm.structureId,
      adminId: firm.userId,
      adminEmail: firm.email,
      adminPassword: firm.password,
      admin: firm.token,
    });
    const client = await clientWithAccount(firm);
    const people = [
      {
        email: firm.email,
        password: firm.password,
        sidebar: [
          '/',
          '/Folders',
          '/Calendar',
          '/Hearings',
          '/Tasks',
          '/Invoices',
          '/Reports',
          '/Users',
          '/Clients',
          '/Settings',
          '/admin',
        ],
        forbidden: '/Client/Folders',
      },
      {
        email: staff.form.email,
        password: staff.password,
        sidebar: ['/', '/Folders', '/Calendar', '/Hearings', '/Tasks', '/Invoices', '/Reports', '/Users', '/Clients'],
        forbidden: '/Settings',
      },
      { email: client.email, password: TEST_PASSWORD, sidebar: ['/Client/Folders', '/Client/Calendar'], forbidden: '/Folders' },
    ];
    for (const person of people) {
      const page = await browser.newPage();
      await signInAs(page, person.email, person.password);
      expect(await sidebarPaths(page), person.email).toEqual(person.sidebar);
      await page.goto(person.forbidden);
      await page.waitForURL(/\/unauthorized$/, WAIT);
      await page.context().close();
    }
  });

  it('Arabic lays the page out right to left, the sidebar on the right', async () => {
    const firm = await registerFirm({}, 'fr');
    const page = await browser.newPage();
    await signInAs(page, firm.email, firm.password);
    const nav = page.getByTestId('sidebar');
    await nav.getByRole('link').first().waitFor(WAIT);
    const ltrNav = await nav.boundingBox();
    const ltrMain = await page.locator('main').boundingBox();
    expect(ltrNav!.x).toBeLessThan(ltrMain!.x);

    await page.getByTestId('language-menu').click();
    await page.getByTestId('lang-ar').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor(WAIT);
    await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan((await page.locator('main').boundingBox())!.x);
  });
});
