import { describe, expect, inject, it } from 'vitest';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import { emailsTo } from '../support/mailbox';
import { useBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };
const DEMO_DOSSIER = '2026/1201/145';

const lawyerToken = async () =>
  (await api<{ token: string }>('account.login', { body: { username: LAWYER.email, password: LAWYER.password } })).body.token;

const dossierId = async () => {
  const token = await lawyerToken();
  const found = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
    token,
    query: { refDossier: DEMO_DOSSIER },
  });
  const id = found.body.items.find((d) => d.refCabinet === DEMO_DOSSIER)?.id;
  expect(id).toBeDefined();
  return id!;
};

/**
 * Issue 13: on the demo firm, the lawyer's dashboard shows this week's hearing from the court portal,
 * a meeting of hers this week and the court's notification; Sync on the demo dossier shows its court deadlines; the alerts job
 * puts the digest in the mailbox.
 */
describe('the court portal on the dashboard and the Folder screen', () => {
  it("shows the week's hearing, a meeting and the notification, syncs the dossier, and emails the digest", async () => {
    // A meeting of the lawyer today (always in this week, Monday to Sunday), set by the firm.
    const meeting = await api('calendar.createAppointment', {
      token: await lawyerToken(),
      body: { date: casablancaToday(new Date()), heureDebut: '07:15:00', heureFin: '07:45:00', commentaire: 'Réunion préparatoire E2E' },
    });
    expect(meeting.status, JSON.stringify(meeting.body)).toBe(201);
    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);

    const hearings = page.getByTestId('block-hearings');
    await hearings.getByRole('link', { name: DEMO_DOSSIER }).first().waitFor(WAIT);
    const meetingRow = page.getByTestId('block-meetings').getByRole('row').filter({ hasText: 'Réunion préparatoire E2E' });
    await meetingRow.waitFor(WAIT);
    expect(await meetingRow.innerText()).toMatch(/07h15[\s\S]*07h45/);
    await page.getByTestId('block-notifications').getByText('Audience reportée').first().waitFor(WAIT);
    expect(await page.getByTestId('day-strip').getByRole('listitem').count()).toBe(14);

    await page.goto(`/Folder?id=${await dossierId()}`);
    await page.getByRole('tab', { name: 'Échéances du tribunal' }).click();
    const court = page.getByTestId('court-deadlines');
    await court.getByText('إدراج الملف بالجلسة، إمهال الدفاع للجواب').waitFor(WAIT);
    await court.getByTestId('court-sync').click();
    await page.getByText('Aucun changement').first().waitFor(WAIT);
    expect(await court.getByTestId('court-last-sync').innerText()).toContain('Dernière synchronisation réussie');

    Object.assign(process.env, inject('env'));
    const { handler } = await import('../../functions/src/jobs/alerts');
    await handler();
    // Today's digest, once (the stack's own run may have sent it already; a run before midnight, yesterday's).
    const today = casablancaToday(new Date()).split('-').reverse().join('/');
    // The day isolated from the sentence (Unicode FSI…PDI), as every value of an email.
    const digest = (await emailsTo(LAWYER.email)).filter((mail) => mail.subject === `Mizan — votre journée du \u2068${today}\u2069`);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.body.text).toContain(DEMO_DOSSIER);
  });
});
