import { describe, expect, it } from 'vitest';
import { registerFirm } from '../support/accounts';
import { api, request } from '../support/api';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { switchLanguage } from './support/language';
import { signInAs } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };

describe('/Reports in the browser', () => {
  it("shows the firm's figures computed by the job, in French and mirrored in Arabic, at 1280 and 375 px", async () => {
    const firm = await registerFirm();
    const created = await api('dossiers.create', {
      token: firm.token,
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: `RAP-${Date.now().toString(36)}`,
        dateOuverture: new Date().toISOString().slice(0, 10),
        Client: [
          { idTypeClient: 'PP', idStatutClient: 'PLG', cin: `R${Date.now().toString(36).toUpperCase()}`, nom: 'Bennani', prenom: 'Salma' },
        ],
        adversaire: [],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await request('/_control/jobs/report-figures', { method: 'POST' })).status).toBe(200);

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, firm.email, firm.password);
    await page.getByTestId('user-name').waitFor(WAIT);
    await switchLanguage(page, 'fr');
    await page.getByRole('link', { name: 'Rapports' }).click();
    await page.waitForURL('**/Reports', WAIT);
    const byStatus = page.getByTestId('report-byStatus');
    await expect.poll(() => byStatus.locator('tbody tr').first().textContent(), WAIT).toBe('En cours1');
    await page
      .getByTestId('reports-computed')
      .getByText(/^Chiffres calculés le/)
      .waitFor(WAIT);
    expect(await page.locator('canvas[data-rtl="false"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/reports-fr-1280.png', fullPage: true });

    // A dossier more, and the figures asked for now: computed outside the request, shown once ready.
    const second = await api('dossiers.create', {
      token: firm.token,
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: `RAP-${Date.now().toString(36)}-2`,
        dateOuverture: new Date().toISOString().slice(0, 10),
        Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', nom: 'Tazi', prenom: 'Omar' }],
        adversaire: [],
      },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await page.getByTestId('reports-refresh').click();
    await expect.poll(() => byStatus.locator('tbody tr').first().textContent(), WAIT).toBe('En cours2');
    await page
      .getByTestId('reports-computed')
      .getByText(/^Chiffres calculés le/)
      .waitFor(WAIT);

    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: 'التقارير' }).waitFor(WAIT);
    await expect.poll(() => page.locator('canvas[data-rtl="true"]').count(), WAIT).toBeGreaterThan(0);
    expect(await page.locator('canvas[data-rtl="false"]').count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    // Nothing wider than the phone's screen but the tables' own scroll.
    await page.screenshot({ path: '/tmp/reports-ar-375.png', fullPage: true });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), WAIT).toBeLessThanOrEqual(375);
  }, 120_000);
});
