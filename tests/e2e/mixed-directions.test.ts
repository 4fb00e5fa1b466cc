import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import { useBrowser } from './support/browser';
import { signInAs, signInThroughApi } from './support/sign-in';
import { courtPortalControl } from '../support/court-portal';

const browser = useBrowser();

const LAWYER = { email: 's.alaoui@benali-avocats.ma', password: 'Demo@2026' };
const WAIT = { timeout: 20_000 };
/** The demo dossier whose reference the issue saw turned around in Arabic. */
const DEMO_REFERENCE = '2026/1187/092';

const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A day as the screens read it in every language once Arabic's direction marks are left out: dd/MM/yyyy. */
const read = (day: string) => day.split('-').reverse().join('/');

type Box = { left: number; right: number; top: number };
type Measured = { text: string; boxes: (Box | null)[] };

/**
 * In the first row of `scope` whose text (as read: direction marks and isolates left out) holds
 * every one of `texts` in that order, where each of them is on screen: the box of a Range over
 * the characters that show it (each text looked for after the one before). The row's cells are kept on one line while measured, so that what is compared is
 * the order the sentence is laid out in, not where a narrow column wrapped it.
 */
const measure = (scope: Locator, texts: readonly string[]): Promise<Measured | null> =>
  scope.evaluate((root, wanted) => {
    const hidden = /[\u200e\u200f\u061c\u2066-\u2069]/;
    const rows = root.matches('tr') ? [root] : [...root.querySelectorAll('tr'), root];
    for (const row of rows) {
      const chars: { node: Text; offset: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          if (hidden.test(node.data[i]!)) continue;
          chars.push({ node, offset: i });
          text += node.data[i];
        }
      }
      const starts: number[] = [];
      for (const w of wanted) starts.push(text.indexOf(w, starts.length ? starts.at(-1)! + 1 : 0));
      if (starts.some((at) => at < 0)) continue;
      for (const cell of row.querySelectorAll<HTMLElement>('td, h1')) cell.style.whiteSpace = 'nowrap';
      const boxes = wanted.map((w, index) => {
        const at = starts[index]!;
        const range = document.createRange();
        range.setStart(chars[at]!.node, chars[at]!.offset);
        const last = chars[at + w.length - 1]!;
        range.setEnd(last.node, last.offset + 1);
        const { left, right, top } = range.getBoundingClientRect();
        return { left, right, top };
      });
      return { text, boxes };
    }
    return null;
  }, texts);

/**
 * Reads `first` before `second`: on one line, from left to right in French, from right to left in
 * Arabic, the two never overlapping.
 */
const expectReadInOrder = (measured: Measured | null, rtl: boolean, what: string) => {
  expect(measured, what).not.toBeNull();
  const [first, second] = measured!.boxes as [Box, Box];
  expect(Math.abs(first.top - second.top), `${what}: on one line`).toBeLessThan(4);
  if (rtl) expect(first.left, `${what}: ${measured!.text}`).toBeGreaterThanOrEqual(second.right);
  else expect(first.right, `${what}: ${measured!.text}`).toBeLessThanOrEqual(second.left);
};

/** The measured texts are laid out from left to right, in the order given. */
const expectLeftToRight = (measured: Measured | null, what: string) => {
  expect(measured, what).not.toBeNull();
  const lefts = measured!.boxes.map((box) => box!.left);
  expect(lefts, `${what}: ${measured!.text}`).toEqual([...lefts].sort((a, b) => a - b));
};

const lawyerToken = async () =>
  (await api<{ token: string }>('account.login', { body: { username: LAWYER.email, password: LAWYER.password } })).body.token;

/** A new dossier of the lawyer's, with a unique reference and court reference. */
const newDossier = async (token: string) => {
  const n = Date.now() % 100_000;
  // Hyphens, not slashes: after an Arabic word, a reference written so turns around unless isolated.
  const refCabinet = `2026-${String(n % 10_000).padStart(4, '0')}-${String(n % 1_000).padStart(3, '0')}`;
  const refTribunal = `${n}/1201/2026`;
  const created = await api<{ id: string }>('dossiers.create', {
    token,
    body: {
      idTypeDossier: 'FAM',
      idTribunal: 'CA-RABAT',
      refCabinet,
      refTribunal,
      dateOuverture: '2026-03-02',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'AB123456', nom: 'El Idrissi', prenom: 'Fatima Zahra' }],
      adversaire: [],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id, refCabinet, refTribunal };
};

/** A dossier of the lawyer whose court postponed its hearing from `before` to `after` (an earlier day), synced twice. */
const postponedDossier = async (before: string, after: string) => {
  const token = await lawyerToken();
  const { id, refCabinet, refTribunal } = await newDossier(token);
  const step = (nextHearing: string) => [
    { date: `${plus(casablancaToday(new Date()), -10)}T09:00`, type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing },
  ];
  const sync = () =>
    api<{ changements: { type: string }[] }>('dossiers.syncCourt', { token, params: { id }, headers: { 'accept-language': 'fr' } });
  await courtPortalControl('/_control/cases', { court: 'CA-RABAT', reference: refTribunal, hearings: step(before) });
  expect((await sync()).body.changements.map((c) => c.type)).toEqual(['IMPORT']);
  await courtPortalControl('/_control/cases', { court: 'CA-RABAT', reference: refTribunal, hearings: step(after) });
  expect((await sync()).body.changements.map((c) => c.type)).toEqual(['REPORT']);
  return { id, refCabinet };
};

const demoDossierId = async () => {
  const found = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
    token: await lawyerToken(),
    query: { refDossier: DEMO_REFERENCE },
  });
  const id = found.body.items.find((d) => d.refCabinet === DEMO_REFERENCE)?.id;
  expect(id).toBeDefined();
  return id!;
};

const toArabic = async (page: Page) => {
  await page.getByTestId('language-menu').click();
  await page.getByTestId('lang-ar').click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
};

/**
 * Issue 29, "It must never mislead": a hearing the court moved from one day to an earlier one
 * reads, on screen, from the old day to the new one, in French (left to right) and in Arabic (right
 * to left, the arrow pointing left), on the dashboard's notifications and in the dossier's history;
 * an Arabic page shows a reference in its own left-to-right order.
 */
describe('mixed Arabic and Latin text', () => {
  it('reads a moved hearing from the old date to the new one in fr and ar, and a reference in its order in ar', async () => {
    const today = casablancaToday(new Date());
    const [before, after] = [plus(today, 20), plus(today, 6)];
    const dossier = await postponedDossier(`${before}T10:00`, `${after}T10:00`);
    const dates = [read(before), read(after)];

    const page = await browser.newPage();
    await signInAs(page, LAWYER.email, LAWYER.password);
    const notifications = page.getByTestId('block-notifications');
    await notifications.getByRole('link', { name: dossier.refCabinet }).first().waitFor(WAIT);
    const notice = await measure(notifications, [...dates, dossier.refCabinet]);
    expectReadInOrder(notice, false, 'fr, the notification');
    expect(notice!.text).toContain(`${dates[0]} 10h00 → ${dates[1]} 10h00`);

    await page.goto(`/Folder?id=${dossier.id}`);
    const history = page.getByTestId('dossier-history');
    await history.getByText('Audience reportée').first().waitFor(WAIT);
    expectReadInOrder(await measure(history, dates), false, 'fr, the history');

    await toArabic(page);
    await history.getByText('تأخير الجلسة').first().waitFor(WAIT);
    const entry = await measure(history, dates);
    expectReadInOrder(entry, true, 'ar, the history');
    expect(entry!.text).toContain(`${dates[0]} 10:00 ← ${dates[1]} 10:00`);
    // The reference reads left to right, its year first, after the title's Arabic word.
    const [year, number, last] = dossier.refCabinet.split('-') as [string, string, string];
    const ownTitle = await measure(page.getByTestId('dossier-title'), [`${year}-`, `-${number}-`, `-${last}`]);
    expectLeftToRight(ownTitle, 'ar, the dossier title');

    await page.goto('/');
    await notifications.getByRole('link', { name: dossier.refCabinet }).first().waitFor(WAIT);
    expectReadInOrder(await measure(notifications, [...dates, dossier.refCabinet]), true, 'ar, the notification');

    const link = notifications.getByRole('link', { name: dossier.refCabinet }).first();
    expectLeftToRight(await measure(link, [`${year}-`, `-${number}-`, `-${last}`]), 'ar, the notification’s reference');

    // The demo dossier's reference the issue saw turned around, in its title.
    await page.goto(`/Folder?id=${await demoDossierId()}`);
    const title = page.getByTestId('dossier-title');
    await title.getByText(DEMO_REFERENCE).waitFor(WAIT);
    expectLeftToRight(await measure(title, ['2026/', '/1187/', '/092']), `ar, the title of ${DEMO_REFERENCE}`);
  });

  it('reads a deadline moved to an earlier day from the old date to the new one in fr and ar', async () => {
    const today = casablancaToday(new Date());
    const [before, after] = [plus(today, 40), plus(today, 30)];
    const token = await lawyerToken();
    const { id } = await newDossier(token);
    const added = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
      token,
      body: { idDossier: id, idtypeecheance: 'AUD', dateecheance: `${before}T09:30` },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const moved = await api('dossiers.updateDeadline', {
      token,
      params: { id: added.body.idEcheanceDossier },
      body: { idtypeecheance: 'AUD', dateecheance: `${after}T09:30` },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const dates = [read(before), read(after)];

    const page = await browser.newPage();
    await signInThroughApi(page, LAWYER);
    await page.goto(`/Folder?id=${id}`);
    const history = page.getByTestId('dossier-history');
    await history.getByText("Modification d'une échéance").first().waitFor(WAIT);
    const fr = await measure(history, dates);
    expectReadInOrder(fr, false, 'fr, the history');
    // the deadline as it now stands, then its date before and after
    expect(fr!.text).toContain(`Audience du ${dates[1]} 09h30 ; Date de l'échéance : ${dates[0]} 09h30 → ${dates[1]} 09h30`);

    await toArabic(page);
    await history.getByText('تعديل أجل').first().waitFor(WAIT);
    const ar = await measure(history, dates);
    expectReadInOrder(ar, true, 'ar, the history');
    expect(ar!.text).toContain(`جلسة بتاريخ ${dates[1]} 09:30؛ تاريخ الأجل: ${dates[0]} 09:30 ← ${dates[1]} 09:30`);
  });
});
