import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { billingFirms, feeDraft, setTaxIds, type Staff } from './billing-support';
import { clientWithAccount, createDossier, type ErrorBody } from './dossiers-support';

/** The firm's page of invoices (filters, totals, ageing) and the week's billing, against the real local stack. */
type Row = {
  id: string;
  numero: string | null;
  date: string;
  statut: string;
  idAvocat: string;
  ttcCentimes: number;
  payeCentimes: number;
  resteCentimes: number;
};
type Amounts = { ttcCentimes: number; payeCentimes: number; resteCentimes: number };
type Page = { items: Row[]; cursor: string | null; totaux: Amounts; anciennete: { j30: number; j60: number; j90: number; plus90: number } };
type Invoice = { id: string; version: number; totaux: { ttcCentimes: number; netCentimes: number } };

let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let assistant: Staff;
let clientToken: string;
let clientId: string;
const ids: Record<'partial' | 'paid' | 'unpaid' | 'cancelled' | 'draft' | 'otherFirm', string> = {} as never;

const draft = (token: string, dossierId: string, montant: string) => feeDraft<Invoice>(token, dossierId, montant);
const issued = async (token: string, dossierId: string, montant: string) => {
  const made = await draft(token, dossierId, montant);
  const done = await api<Invoice>('billing.issueInvoice', { token, params: { id: made.id }, body: { version: made.version } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
};
const pay = async (token: string, id: string, montant: string) => {
  const paid = await api('billing.addPayment', {
    token,
    params: { id },
    body: { montant, mode: 'VIREMENT', date: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
};
const list = (token: string, query: Record<string, string> = {}) =>
  api<Page>('billing.firmInvoices', { token, query: { limit: '50', ...query } });

/** The totals the page must answer, counted again from its issued rows. */
const recount = (rows: readonly Row[]) => {
  const issuedRows = rows.filter((row) => row.statut !== 'BROUILLON');
  const sum = (field: keyof Amounts) => issuedRows.reduce((total, row) => total + row[field], 0);
  return { ttcCentimes: sum('ttcCentimes'), payeCentimes: sum('payeCentimes'), resteCentimes: sum('resteCentimes') };
};

beforeAll(async () => {
  ({ firm, other, lawyer, assistant } = await billingFirms());
  await setTaxIds(other.token);
  const [adminDossier, theLawyers, client] = await Promise.all([
    createDossier(firm),
    createDossier(firm, { idUtilisateur: lawyer.id }),
    clientWithAccount(firm),
  ]);
  clientToken = client.token;
  clientId = theLawyers.clients[0]!.idClient;
  const lawyerDossier = theLawyers.id;
  ids.partial = (await issued(firm.token, adminDossier.id, '1000')).id; // TTC 1 200,00
  await pay(firm.token, ids.partial, '200');
  ids.paid = (await issued(firm.token, adminDossier.id, '500')).id; // TTC 600,00
  await pay(firm.token, ids.paid, '600');
  ids.unpaid = (await issued(firm.token, lawyerDossier, '300')).id; // TTC 360,00
  ids.cancelled = (await issued(firm.token, lawyerDossier, '100')).id; // TTC 120,00, credited whole
  const credited = await api('billing.createCreditNote', { token: firm.token, params: { id: ids.cancelled }, body: { motif: 'Erreur' } });
  expect(credited.status, JSON.stringify(credited.body)).toBe(201);
  ids.draft = (await draft(firm.token, adminDossier.id, '50')).id;
  ids.otherFirm = (await issued(other.token, (await createDossier(other)).id, '70')).id;
}, 120_000);

describe('GET /api/Factures', () => {
  it("lists the firm's invoices newest first, with the totals of a recount and what is due aged 0–30 days (all issued today)", async () => {
    const res = await list(firm.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const listed = res.body.items.map((row) => row.id);
    expect(listed).toEqual([ids.draft, ids.cancelled, ids.unpaid, ids.paid, ids.partial]);
    expect(listed).not.toContain(ids.otherFirm);
    expect(Object.fromEntries(res.body.items.map((row) => [row.id, row.statut]))).toEqual({
      [ids.draft]: 'BROUILLON',
      [ids.cancelled]: 'ANNULEE',
      [ids.unpaid]: 'IMPAYEE',
      [ids.paid]: 'PAYEE',
      [ids.partial]: 'PARTIELLE',
    });
    // TTC 1 200 + 600 + 360 + 120; paid 200 + 600; due 1 000 + 0 + 360 + 0.
    expect(res.body.totaux).toEqual({ ttcCentimes: 228_000, payeCentimes: 80_000, resteCentimes: 136_000 });
    expect(res.body.totaux).toEqual(recount(res.body.items));
    expect(res.body.anciennete).toEqual({ j30: 136_000, j60: 0, j90: 0, plus90: 0 });
  });

  it('filters by status, client, lawyer and period, each with the totals of its own set', async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ statut: 'PARTIELLE' }, [ids.partial]],
      [{ statut: 'BROUILLON' }, [ids.draft]],
      [{ statut: 'IMPAYEE' }, [ids.unpaid]],
      [{ idClient: clientId }, [ids.cancelled, ids.unpaid]],
      [{ idAvocat: lawyer.id }, [ids.cancelled, ids.unpaid]],
      [{ idAvocat: lawyer.id, statut: 'ANNULEE' }, [ids.cancelled]],
      [{ du: '2000-01-01', au: '2000-12-31' }, []],
    ];
    for (const [query, expected] of cases) {
      const res = await list(firm.token, query);
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(
        res.body.items.map((row) => row.id),
        JSON.stringify(query),
      ).toEqual(expected);
      expect(res.body.totaux, JSON.stringify(query)).toEqual(recount(res.body.items));
    }
    const today = (await list(firm.token, { limit: '1' })).body.items[0]!.date;
    const period = await list(firm.token, { du: today, au: today });
    expect(period.body.totaux).toEqual({ ttcCentimes: 228_000, payeCentimes: 80_000, resteCentimes: 136_000 });
  });

  it('pages the filtered list without repeating or losing a row', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await list(firm.token, { limit: '2', ...(cursor && { cursor }) });
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((row) => row.id));
      cursor = res.body.cursor;
    } while (cursor);
    expect(seen).toEqual([ids.draft, ids.cancelled, ids.unpaid, ids.paid, ids.partial]);
    const lawyers = await list(firm.token, { limit: '1', idAvocat: lawyer.id });
    expect(lawyers.body.items.map((row) => row.id)).toEqual([ids.cancelled]);
    const next = await list(firm.token, { limit: '1', idAvocat: lawyer.id, cursor: lawyers.body.cursor! });
    expect(next.body.items.map((row) => row.id)).toEqual([ids.unpaid]);
  });

  it("gives a lawyer their dossiers' invoices only, an assistant the firm's, a client 403", async () => {
    const mine = await list(lawyer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((row) => row.id)).toEqual([ids.cancelled, ids.unpaid]);
    expect(mine.body.totaux).toEqual(recount(mine.body.items));
    const anothers = await api<ErrorBody>('billing.firmInvoices', { token: lawyer.token, query: { idAvocat: firm.userId } });
    expect(anothers.status).toBe(403);
    const firmWide = await list(assistant.token);
    expect(firmWide.body.items).toHaveLength(5);
    expect((await list(clientToken)).status).toBe(403);
    const otherFirm = await list(other.token);
    expect(otherFirm.body.items.map((row) => row.id)).toEqual([ids.otherFirm]);
  });

  it("refuses a period that ends before it starts, in the reader's language, on its end", async () => {
    const res = await api<ErrorBody>('billing.firmInvoices', {
      token: firm.token,
      query: { du: '2026-05-01', au: '2026-04-01' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('au');
    expect(JSON.stringify(res.body)).toContain('La date de fin doit suivre la date de début');
  });
});

describe('GET /api/Factures/semaine', () => {
  it("answers the week's TTC issued and payments received to an administrator, 403 to a lawyer", async () => {
    const week = await api<{ factureCentimes: number; encaisseCentimes: number }>('billing.week', { token: firm.token });
    expect(week.status, JSON.stringify(week.body)).toBe(200);
    expect(week.body).toMatchObject({ factureCentimes: 228_000, encaisseCentimes: 80_000 });
    expect((await api('billing.week', { token: lawyer.token })).status).toBe(403);
    expect((await api('billing.week', { token: assistant.token })).status).toBe(200);
  });
});
