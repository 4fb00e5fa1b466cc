import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@mizan/shared/roles';
import { addCalendarDays, casablancaToday, holidayOn, isWeekend } from '../../functions/src/services/working-days';
import { registerFirm, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The first public holiday after `day` that falls on a weekday: a date landing on it must move. */
const nextWeekdayHoliday = (day: string) => {
  let date = plus(day, 1);
  while (!holidayOn(date) || isWeekend(date)) date = plus(date, 1);
  return date;
};

const today = casablancaToday(new Date());
const holiday = nextWeekdayHoliday(today);
const delay = Math.round((Date.parse(holiday) - Date.parse(today)) / DAY_MS);
/** Where the chained deadline lands: the next working day after the holiday. */
const landing = addCalendarDays(today, delay);

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm({ structure: 'Cabinet Échéances' }, 'fr');
  // The firm's hearings are followed by sending documents `delay` days later: on a holiday.
  const chain = await api('management.updateDeadlineType', {
    token: firm.token,
    params: { id: 'AUD' },
    body: { label: 'Audience', nextActions: [{ IdChild: 'DOC', delais: delay }] },
  });
  expect(chain.status, JSON.stringify(chain.body)).toBe(200);
});

const newDossier = async (ref: string) => {
  const created = await api<{ id: string }>('dossiers.create', {
    token: firm.token,
    body: {
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      refCabinet: `${ref}-${Date.now().toString(36)}`,
      dateOuverture: today,
      Client: [
        { idTypeClient: 'PP', idStatutClient: 'PLG', cin: `E${Date.now().toString(36).toUpperCase()}`, nom: 'Tazi', prenom: 'Salma' },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
};

/** A date as the screens write it in a language, by the browser's own Intl (the app's formatDate). */
const shownDate = (page: Page, date: string, language: Language) =>
  page.evaluate(
    ([value, locale]) =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${value}T00:00:00Z`),
      ),
    [date, { fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' }[language]] as const,
  );

const WORDS = {
  fr: { perform: 'Réaliser', undo: 'Annuler', documents: 'Envoi de documents', added: 'Échéance ajoutée avec succès !' },
  ar: { perform: 'إنجاز', undo: 'تراجع', documents: 'إرسال الوثائق', added: 'تمت إضافة الأجل بنجاح!' },
} as const;

describe('cabinet deadlines in the browser', () => {
  it.each(['fr', 'ar'] as const)(
    '(%s) a lawyer adds a hearing, performs it, keeps the proposed next deadline and sees it land on the working day after a holiday',
    async (language) => {
      const words = WORDS[language];
      const dossierId = await newDossier(`E2E-${language}`);
      const page = await browser.newPage({ locale: language === 'ar' ? 'ar-MA' : 'fr-FR' });
      await signInThroughApi(page, firm);
      await page.goto(`/Folder?id=${dossierId}&lng=${language}`);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language, WAIT);
      if (language === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const tab = page.getByTestId('cabinet-deadlines');
      await tab.waitFor(WAIT);

      // Add a hearing today at 09:30.
      await page.getByTestId('add-deadline').click();
      const form = page.getByTestId('deadline-form-dialog');
      await form.locator('select[name="idtypeecheance"] option[value="AUD"]').waitFor({ state: 'attached', ...WAIT });
      await form.locator('select[name="idtypeecheance"]').selectOption('AUD');
      await form.locator('input[name="dateecheance"]').fill(today);
      await form.locator('input[name="heure"]').fill('09:30');
      await form.getByTestId('deadline-form-submit').click();
      await page.getByText(words.added).first().waitFor(WAIT);
      const hearing = tab.locator('tbody tr', { hasText: await shownDate(page, today, language) });
      await hearing.waitFor(WAIT);

      // Perform it, once confirmed: the next deadline is proposed, with the holiday that moved its date.
      await hearing.getByRole('button', { name: words.perform }).click();
      await page.getByTestId('confirm-ok').click();
      const dialog = page.getByTestId('deadline-dialog');
      const proposals = dialog.getByTestId('deadline-proposals');
      await proposals.waitFor(WAIT);
      const moved = await proposals.getByTestId('deadline-moved').innerText();
      expect(moved).toContain(holidayOn(holiday)!.name[language]);
      expect(moved).toContain(await shownDate(page, holiday, language));
      await proposals.getByTestId('keep-proposals').click();

      // Created in one click, on the next working day after the holiday.
      const chained = dialog.getByTestId('deadline-chained');
      await chained.waitFor(WAIT);
      const landed = await shownDate(page, landing, language);
      expect(await chained.innerText()).toContain(`${words.documents} — ${landed}`);
      await dialog.getByTestId('deadline-dialog-close').click();
      await tab.locator('tbody tr', { hasText: words.documents }).getByText(landed).waitFor(WAIT);
      expect(await tab.locator('tbody tr').count()).toBe(2);
      // Its performer may still take the Perform back.
      await hearing.getByRole('button', { name: words.undo }).waitFor(WAIT);
    },
  );
});
