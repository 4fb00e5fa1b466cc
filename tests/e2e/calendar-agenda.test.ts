import { beforeAll, describe, expect, it } from 'vitest';
import { plusDays } from '../../functions/src/services/agenda';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import { registerFirm, type TestFirm } from '../support/accounts';
import { courtPortalControl } from '../support/court-portal';
import { createDossier } from '../integration/dossiers-support';
import { newStaff } from '../integration/identity-helpers';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const COURT = 'TPI-RABAT';

let assistant: Awaited<ReturnType<typeof newStaff>>;
let lawyer: Awaited<ReturnType<typeof newStaff>>;
let refTribunal: string;

beforeAll(async () => {
  const firm: TestFirm = await registerFirm({ structure: 'Cabinet Agenda' }, 'fr');
  const asAdmin = {
    structureId: firm.structureId,
    adminId: firm.userId,
    adminEmail: firm.email,
    adminPassword: firm.password,
    admin: firm.token,
  };
  [lawyer, assistant] = await Promise.all([
    newStaff(asAdmin, { prenom: 'Nadia', nom: 'Berrada' }),
    newStaff(asAdmin, { prenom: 'Khadija', nom: 'Amrani', idTypeUtilisateur: 'ASSISTANT' }),
  ]);
  // Tomorrow's hearing of the lawyer's dossier, as the court portal gives it: always in the month view's range.
  refTribunal = `${(Date.now() % 100_000) * 10 + 9}/1201/2026`;
  await courtPortalControl('/_control/cases', {
    court: COURT,
    reference: refTribunal,
    hearings: [
      {
        date: '2026-01-12',
        type: 'جلسة',
        content: 'إدراج الملف بالجلسة',
        nextHearing: `${plusDays(casablancaToday(new Date()), 1)}T09:30`,
      },
    ],
  });
  const dossier = await createDossier(firm, { idTribunal: COURT, refTribunal, idUtilisateur: lawyer.id });
  expect((await api('dossiers.syncCourt', { token: firm.token, params: { id: dossier.id } })).status).toBe(200);
}, 120_000);

describe("the firm's calendar in the browser", () => {
  it.each([
    ['fr', 'Audience'],
    ['ar', 'جلسة'],
  ])('lets an assistant pick a lawyer and see their hearing (%s)', async (language, hearingWord) => {
    const page = await browser.newPage();
    await signInThroughApi(page, { email: assistant.form.email, password: assistant.password });
    await page.goto(`/Calendar?lng=${language}`);
    await page.getByTestId('appointment-calendar').waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Nothing of the lawyer's on the assistant's own agenda.
    await page.getByTestId('read-loading').waitFor({ state: 'detached', ...WAIT });
    expect(await page.getByTestId('event-hearing').count()).toBe(0);
    await page.getByTestId('calendar-owner').selectOption({ label: 'Nadia Berrada' });
    const hearing = page.getByTestId('event-hearing').first();
    await hearing.waitFor(WAIT);
    expect(await hearing.innerText()).toContain(hearingWord);
    expect(await hearing.innerText()).toContain(refTribunal);
    expect(await page.getByTestId('calendar-legend').innerText()).toContain(hearingWord);
    await page.close();
  });
});
