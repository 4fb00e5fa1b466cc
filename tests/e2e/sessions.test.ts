import { describe, expect, it } from 'vitest';
import { registerFirm } from '../support/accounts';
import { useBrowser } from './support/browser';
import { signInAs, signOut } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

describe('sessions in the browser', () => {
  it('keeps the session across reloads from its HttpOnly cookie, with no token in storage, and ends it on sign-out', async () => {
    const firm = await registerFirm({ userName: 'Tazi', userFirstName: 'Omar' }, 'fr');
    const page = await browser.newPage();
    await signInAs(page, firm.email, firm.password);
    await page.getByTestId('user-name').waitFor(WAIT);

    // The refresh token: an HttpOnly, Secure, SameSite=Strict cookie for the refresh path, which
    // Chromium keeps on http://127.0.0.1; no script of the page sees it, nor any token in storage.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mizan_refresh');
    expect(cookie).toMatchObject({ path: '/api/Account/refresh', httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('mizan_refresh');
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? '')).join(' '),
    );
    expect(stored).not.toContain(cookie!.value);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

    // A reload starts from nothing in memory: the app renews the session and shows the shell.
    await page.goto('/Folders');
    await page.getByRole('heading', { name: 'Dossiers' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/Folders');
    await page.getByText('Omar Tazi').first().waitFor(WAIT);

    await signOut(page);
    expect((await page.context().cookies()).find((c) => c.name === 'mizan_refresh')).toBeUndefined();
    // A request refused because of the sign-out (signOut says which) is no news: no "your session expired".
    await page.getByRole('heading', { name: 'Connexion' }).waitFor(WAIT);
    expect(await page.getByText('Votre session a expiré').count()).toBe(0);
    await page.goto('/Folders');
    await page.waitForURL(/\/login$/, WAIT);
  });

  it("a sign-out in one browser ends the other browser's session at its next request, token in memory and cookie alike", async () => {
    const firm = await registerFirm({}, 'fr');
    const [first, second] = [await browser.newPage(), await browser.newPage()];
    await signInAs(first, firm.email, firm.password);
    await signInAs(second, firm.email, firm.password);
    await second.getByTestId('user-name').waitFor(WAIT);

    await signOut(first);
    // Within the app: its ID token is refused, and the renewal with its cookie too. Its next request
    // is the click's, or, on a loaded machine, one of its home page's that was still on its way when
    // the other browser signed out, which sends it to /login before the click: either way it lands there.
    const clicked = second
      .locator('[data-testid="sidebar"] a[href="/Folders"]')
      .click(WAIT)
      .catch(() => 'no link: the page had already left the app');
    await Promise.race([clicked, second.waitForURL(/\/login$/, WAIT)]);
    await second.waitForURL(/\/login$/, WAIT);
    await second.goto('/');
    await second.waitForURL(/\/login$/, WAIT);
  });
});
