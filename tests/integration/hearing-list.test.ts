import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as z from 'zod';
import type { hearingList } from '@mizan/shared/schemas/print';
import { plusDays } from '../../functions/src/services/agenda';
import { addCalendarDays, casablancaToday } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { courtPortalControl } from '../support/court-portal';
import { readPdf } from '../support/pdf-text';
import { clientWithAccount, createDossier, person, registerFirm, type ErrorBody } from './dossiers-support';

/** GET /api/Audiences/role and /api/Audiences/role/pdf: the firm's hearings of a day, by court, and its A4 PDF. */
type HearingList = z.infer<typeof hearingList>;

const COURT = 'TPI-RABAT';
const day = plusDays(casablancaToday(new Date()), 4);
let firm: TestFirm;
let other: TestFirm;
let client: Awaited<ReturnType<typeof clientWithAccount>>;
let ours: { id: string; refCabinet: string };
let theirs: { id: string; refCabinet: string };

/** A dossier of `owner` whose court record names a hearing on `day` at `time`. */
const dossierWithHearing = async (owner: TestFirm, time: string, over: Record<string, unknown> = {}) => {
  const refTribunal = `${(Date.now() % 100_000) * 10 + Math.floor(Math.random() * 10)}/1201/2026`;
  await courtPortalControl('/_control/cases', {
    court: COURT,
    reference: refTribunal,
    hearings: [{ date: '2026-01-12', type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: `${day}T${time}` }],
  });
  const dossier = await createDossier(owner, { idTribunal: COURT, refTribunal, ...over });
  expect((await api('dossiers.syncCourt', { token: owner.token, params: { id: dossier.id } })).status).toBe(200);
  return dossier as unknown as { id: string; refCabinet: string };
};

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  client = await clientWithAccount(firm);
  ours = await dossierWithHearing(firm, '09:30', {
    Client: [person({ nom: 'الإدريسي', prenom: 'فاطمة' })],
    adversaire: [person({ idStatutClient: 'ACS', idTypeClient: 'PM', raisonSociale: 'Atlas SARL', nom: undefined, prenom: undefined })],
  });
  theirs = await dossierWithHearing(other, '10:00');
});

describe("the day's hearing list", () => {
  it("lists the firm's hearings of the day by court, with references, parties, lawyer and what is due", async () => {
    const res = await api<HearingList & ErrorBody>('calendar.hearingList', {
      token: firm.token,
      query: { date: day },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.date).toBe(day);
    const rows = res.body.tribunaux.flatMap((court) => court.audiences.map((row) => ({ ...row, court: court.tribunal })));
    expect(rows).toEqual([
      expect.objectContaining({
        idDossier: ours.id,
        heure: '09:30',
        refCabinet: ours.refCabinet,
        clients: 'فاطمة الإدريسي',
        adversaires: 'Atlas SARL',
        objet: 'جلسة',
        contenu: 'إدراج الملف بالجلسة',
        court: expect.stringMatching(/Rabat/),
      }),
    ]);
    expect(rows[0]!.avocat).not.toBe('');
    expect(JSON.stringify(res.body)).not.toContain(theirs.refCabinet);
  });

  it('answers another day empty, and a day that does not exist with 400 on date', async () => {
    const empty = await api<HearingList>('calendar.hearingList', { token: firm.token, query: { date: plusDays(day, 1) } });
    expect(empty.body.tribunaux).toEqual([]);
    const wrong = await api<ErrorBody>('calendar.hearingList', { token: firm.token, query: { date: '2026-02-30' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details?.[0]?.field).toBe('date');
  });

  it("answers the next working day's list when no day is asked, the firm's closure days being closed", async () => {
    const today = casablancaToday(new Date());
    const next = addCalendarDays(today, 1);
    const asked = async () => (await api<HearingList>('calendar.hearingList', { token: firm.token })).body.date;
    expect(await asked()).toBe(next);
    const closed = await api('management.addClosureDay', { token: firm.token, body: { date: next, motif: 'Inventaire' } });
    expect(closed.status).toBe(201);
    const after = addCalendarDays(today, 1, [next]);
    expect(after > next).toBe(true);
    expect(await asked()).toBe(after);
  });

  it('refuses a client (403), the list and the PDF', async () => {
    expect((await api('calendar.hearingList', { token: client.token, query: { date: day } })).status).toBe(403);
    expect((await api('print.hearingListPdf', { token: client.token, query: { date: day, lang: 'ar' } })).status).toBe(403);
  });

  it('prints the list as an A4 PDF in Arabic, right to left, without the other firm', async () => {
    const url = new URL(`/api/Audiences/role/pdf?date=${day}&lang=ar`, inject('apiUrl'));
    const response = await fetch(url, { headers: { authorization: `Bearer ${firm.token}`, 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pages = await readPdf(bytes, 'rtl');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) });
    const text = pages[0]!.lines.join('\n');
    // A reference wider than its column is cut over two lines: its start is on the hearing's row.
    expect(pages[0]!.lines.find((line) => line.startsWith('09:30'))).toContain(ours.refCabinet.slice(0, 10));
    expect(text).toContain('Atlas SARL');
    expect(text).toContain('صفحة 1 من 1');
    // The other firm's hearing, at 10:00 the same day, is not on it.
    expect(text).not.toContain('10:00');
  });
});
