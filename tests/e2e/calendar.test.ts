import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { casablancaToday, holidayOn } from '../../functions/src/services/working-days';
import { registerFirm, TEST_PASSWORD, type TestFirm } from '../support/accounts';
import { clientWithAccount } from '../integration/dossiers-support';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAs, signInThroughApi } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (day: string) => plus(day, 1 - (new Date(`${day}T00:00:00Z`).getUTCDay() || 7));

const today = casablancaToday(new Date());
/** Weeks forward from this week to a Monday that is not a public holiday (one, unless next Monday is one). */
let weeks = 1;
while (holidayOn(plus(mondayOf(today), 7 * weeks))) weeks++;
const monday = plus(mondayOf(today), 7 * weeks);

/** The week view of the calendar on the chosen Monday's week, forward from this week as the browser's clock says. */
const showWeek = async (page: Page) => {
  await page.getByRole('button', { name: 'Semaine' }).click();
  const browserToday = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date()));
  const forward = Math.round((Date.parse(monday) - Date.parse(mondayOf(browserToday))) / (7 * DAY_MS));
  for (let n = 0; n < forward; n++) await page.getByRole('button', { name: 'Suivant' }).click();
};
const background = (page: Page, status: string) =>
  page
    .getByTestId(`event-${status}`)
    .first()
    .evaluate((node) => getComputedStyle(node.closest('.rbc-event') as Element).backgroundColor);

let firm: TestFirm;
let client: Awaited<ReturnType<typeof clientWithAccount>>;
beforeAll(async () => {
  firm = await registerFirm({ structure: 'Cabinet Calendrier' }, 'fr');
  client = await clientWithAccount(firm);
});

/** Opens the booking dialog from the client's dossier, a week (or more) forward. */
const openBooking = async (page: Page) => {
  await page.goto(`/Client/Folder?id=${client.dossier.id}`);
  await page.getByTestId('book-appointment').click(WAIT);
  await page.getByTestId('booking-dialog').waitFor(WAIT);
  // Forward from the week the dialog opened on (this week, as its own clock says) to the chosen one.
  const week = page.getByTestId('booking-week');
  const wanted = monday.split('-').reverse().join('/');
  for (let n = 0; n < 6 && !(await week.innerText()).startsWith(wanted); n++) {
    const shown = await week.innerText();
    await page.getByTestId('booking-next').click();
    await expect.poll(() => week.innerText(), WAIT).not.toBe(shown);
  }
  await page.getByTestId(`booking-day-${monday}`).waitFor(WAIT);
};

describe('appointments in the browser', () => {
  it('an admin opens Monday 09:00 for 30 minutes; the client books it; the lawyer confirms; the client cancels; the slot is free again', async () => {
    const admin = await browser.newPage();
    await signInThroughApi(admin, firm);
    await admin.goto('/Settings');
    await admin.getByTestId('panel-availabilities').waitFor(WAIT);
    await admin.selectOption('select[name="availability-day"]', '1');
    await admin.fill('input[name="availability-start"]', '09:00');
    await admin.selectOption('select[name="availability-duration"]', '30');
    await admin.getByTestId('availability-add').click();
    await admin.getByTestId('availability-save').click();
    await admin.getByText('lundi: 09:00-09:30').waitFor(WAIT);
    // Saved: nothing left to save, and no longer saving (a button's spinner hides its label meanwhile).
    await admin.locator('[data-testid="availability-save"]:disabled:not([data-loading])').waitFor(WAIT);
    expect(await seriousViolations(admin), 'Settings → Availabilities').toEqual([]);

    const customer = await browser.newPage();
    await signInAs(customer, client.email, TEST_PASSWORD);
    await openBooking(customer);
    expect(await customer.getByTestId('booking-validate').isDisabled()).toBe(true);
    await customer.getByTestId(`slot-${monday}-09:00`).click();
    await customer.getByTestId('booking-validate').click();
    await customer.getByTestId('booking-summary').waitFor(WAIT);
    expect(await seriousViolations(customer), 'the booking dialog').toEqual([]);
    await customer.getByTestId('booking-send').click();
    await customer.getByTestId('booking-dialog').waitFor({ state: 'detached', ...WAIT });
    await customer.getByTestId('dossier-appointments').getByText('En attente').waitFor(WAIT);

    await admin.goto('/Calendar');
    await admin.getByTestId('appointment-calendar').waitFor(WAIT);
    await showWeek(admin);
    await admin.getByTestId('event-EAT').waitFor(WAIT);
    expect(await background(admin, 'EAT')).toBe('rgb(246, 224, 94)');
    expect(await seriousViolations(admin), '/Calendar, week').toEqual([]);
    await admin.getByTestId('event-EAT').click();
    await admin.getByTestId('appointment-detail-dialog').waitFor(WAIT);
    await admin.getByTestId('appointment-confirm').click();
    await admin.getByTestId('appointment-detail-dialog').waitFor({ state: 'detached', ...WAIT });
    await admin.getByTestId('event-CNF').waitFor(WAIT);
    expect(await background(admin, 'CNF')).toBe('rgb(39, 103, 73)');

    await customer.goto(`/Client/Folder?id=${client.dossier.id}`);
    await customer.getByTestId('dossier-appointments').getByText('Confirmé').waitFor(WAIT);
    await customer.getByTestId('dossier-appointments').getByRole('button', { name: 'Consulter' }).click();
    await customer.getByTestId('appointment-cancel').click();
    await customer.getByTestId('appointment-cancel-confirm').click();
    await customer.getByText("Indiquez le motif de l'annulation").waitFor(WAIT);
    await customer.fill('textarea[name="motif"]', 'Je serai à Fès ce jour-là');
    await customer.getByTestId('appointment-cancel-confirm').click();
    await customer.getByTestId('appointment-detail-dialog').waitFor({ state: 'detached', ...WAIT });
    await customer.getByTestId('dossier-appointments').getByText('Annulé par le client').waitFor(WAIT);

    await customer.goto('/Client/Calendar');
    await customer.getByTestId('appointment-calendar').waitFor(WAIT);
    await showWeek(customer);
    await customer.getByTestId('event-ANC').waitFor(WAIT);
    expect(await background(customer, 'ANC')).toBe('rgb(197, 48, 48)');

    await openBooking(customer);
    await customer.getByTestId(`slot-${monday}-09:00`).waitFor(WAIT);
  });

  it('reads in Arabic, right to left, without serious axe violations in any view', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, firm);
    await page.goto('/Calendar?lng=ar');
    await page.getByTestId('appointment-calendar').waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('.rbc-rtl').count()).toBeGreaterThan(0);
    const found: Record<string, unknown[]> = { month: await seriousViolations(page) };
    for (const view of ['أسبوع', 'يوم', 'جدول الأعمال']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      found[view] = await seriousViolations(page);
    }
    expect(found).toEqual({ month: [], أسبوع: [], يوم: [], 'جدول الأعمال': [] });
  });
});
