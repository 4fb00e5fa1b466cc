import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { billingFirms, setTaxIds, type Staff } from './billing-support';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, type ErrorBody } from './dossiers-support';
import { readPdf } from '../support/pdf-text';

/** Credit notes (avoirs) of issued invoices, against the real local stack. */
type CreditNote = {
  id: string;
  numero: string;
  motif: string;
  lignes: { idLigne: string; montantCentimes: number }[];
  totaux: { htCentimes: number; tvaCentimes: number; netCentimes: number };
};
type Invoice = {
  id: string;
  idDossier: string;
  numero: string | null;
  version: number;
  lignes: { id: string; nature: string }[];
  totaux: { netCentimes: number };
  payeCentimes: number;
  avoirCentimes: number;
  resteCentimes: number;
  paiement: string | null;
  avoirs: CreditNote[];
};
type Page = {
  items: Invoice[];
  solde: {
    factureCentimes: number;
    payeCentimes: number;
    resteCentimes: number;
    provisionsCentimes: number;
    provisionsDisponiblesCentimes: number;
  };
};
/** A dossier without provisions: nothing received on account, nothing left to deduct. */
const NO_PROVISION = { provisionsCentimes: 0, provisionsDisponiblesCentimes: 0 };

const fr = { 'accept-language': 'fr' };
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let assistant: Staff;

beforeAll(async () => {
  ({ firm, other, lawyer, assistant } = await billingFirms());
  await setTaxIds(other.token);
});

/** A draft of the lines given, edited then issued by the firm's admin. */
const issued = async (owner: TestFirm, dossierId: string, lignes: Record<string, unknown>[]) => {
  const created = await api<Invoice>('billing.createInvoice', { token: owner.token, params: { id: dossierId }, body: {} });
  const edited = await api<Invoice>('billing.updateInvoice', {
    token: owner.token,
    params: { id: created.body.id },
    body: { lignes, exonere: false, retenueTva: 0, version: created.body.version },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const done = await api<Invoice>('billing.issueInvoice', {
    token: owner.token,
    params: { id: edited.body.id },
    body: { version: edited.body.version },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
};
const fees = (montant: unknown) => ({ nature: 'HONORAIRES', libelle: 'Consultation', montant, tauxTva: 20 });
const disbursement = (montant: unknown) => ({ nature: 'DEBOURS', libelle: 'Timbres', montant });
const credit = (token: string, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api<Invoice & ErrorBody>('billing.createCreditNote', {
    token,
    headers: { ...fr, ...headers },
    params: { id },
    body: { motif: 'Erreur de facturation', ...body },
  });
const pay = (token: string, id: string, montant: unknown) =>
  api<Invoice & ErrorBody>('billing.addPayment', {
    token,
    headers: fr,
    params: { id },
    body: { montant, mode: 'CHEQUE', date: '2026-11-20' },
  });
const balance = async (token: string, dossierId: string) =>
  (await api<Page>('billing.invoices', { token, params: { id: dossierId } })).body.solde;

describe('numbering', () => {
  it('gives 10 concurrent credit notes the numbers AV-{year}-0001 to 0010 of their own series, beside the invoices’ series', async () => {
    const dossier = await createDossier(other);
    const invoices = [];
    for (let n = 0; n < 10; n++) invoices.push(await issued(other, dossier.id, [fees(100)]));
    const answers = await Promise.all(invoices.map((invoice) => credit(other.token, invoice.id, {})));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const year = invoices[0]!.numero!.slice(0, 4);
    expect(answers.map((answer) => answer.body.avoirs[0]!.numero).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `AV-${year}-${String(i + 1).padStart(4, '0')}`),
    );
    // The invoices kept their own series: 0001 to 0010 as well.
    expect(invoices.map((invoice) => invoice.numero).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`),
    );
    expect(answers.every((answer) => answer.body.paiement === 'ANNULEE' && answer.body.resteCentimes === 0)).toBe(true);
    expect(await balance(other.token, dossier.id)).toEqual({ factureCentimes: 0, payeCentimes: 0, resteCentimes: 0, ...NO_PROVISION });
  }, 90_000);
});

describe('partial and whole credit notes', () => {
  it('credits chosen lines up to what is left of each, reduces the balance, never exceeds what is unpaid, and credits the rest to the centime', async () => {
    const dossier = await createDossier(firm);
    // 1,000.00 of fees at 20 % and 100.00 of disbursements: 1,300.00 due.
    const invoice = await issued(firm, dossier.id, [fees(1000), disbursement(100)]);
    const [feeLine, stampLine] = invoice.lignes;
    expect(invoice.totaux.netCentimes).toBe(130_000);

    const key = { 'idempotency-key': `avoir-${invoice.id}` };
    const partial = await credit(firm.token, invoice.id, { lignes: [{ id: feeLine!.id, montant: '250,00' }] }, key);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body.avoirs[0]!.totaux).toMatchObject({ htCentimes: 25_000, tvaCentimes: 5_000, netCentimes: 30_000 });
    expect(partial.body).toMatchObject({ avoirCentimes: 30_000, resteCentimes: 100_000, paiement: 'IMPAYEE' });
    // The same request again: the first answer, one credit note.
    const retried = await credit(firm.token, invoice.id, { lignes: [{ id: feeLine!.id, montant: '250,00' }] }, key);
    expect(retried.body.avoirs).toHaveLength(1);

    const beyond = await credit(firm.token, invoice.id, {
      lignes: [
        { id: stampLine!.id, montant: 10 },
        { id: feeLine!.id, montant: '750,01' },
      ],
    });
    expect(beyond.status).toBe(409);
    expect(beyond.body.details).toEqual([expect.objectContaining({ field: 'lignes.1.montant', code: 'credit_note_exceeds_line' })]);
    expect(beyond.body.message).toMatch(/reste à créditer/);
    const unknown = await credit(firm.token, invoice.id, { lignes: [{ id: 'NOPE', montant: 1 }] });
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'lignes.0.id', code: 'credit_note_line_unknown' })]);
    const empty = await credit(firm.token, invoice.id, { lignes: [] });
    expect(empty.status).toBe(400);

    // A payment of 500.00: what is left unpaid is 500.00, so crediting the remaining 1,000.00 is refused.
    expect((await pay(firm.token, invoice.id, 500)).status).toBe(201);
    const over = await credit(firm.token, invoice.id, {});
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('conflict');
    expect(over.body.message).toMatch(/reste à payer/);
    const stamps = await credit(firm.token, invoice.id, { lignes: [{ id: stampLine!.id, montant: 100 }] });
    expect(stamps.body).toMatchObject({ avoirCentimes: 40_000, payeCentimes: 50_000, resteCentimes: 40_000, paiement: 'PARTIELLE' });
    expect((await pay(firm.token, invoice.id, '400,01')).body.error).toBe('overpayment');
    expect(await balance(firm.token, dossier.id)).toEqual({
      factureCentimes: 90_000,
      payeCentimes: 50_000,
      resteCentimes: 40_000,
      ...NO_PROVISION,
    });

    const page = await api<{ items: { id: string; avoirs: { numero: string; netCentimes: number }[] }[] }>('billing.invoices', {
      token: firm.token,
      params: { id: dossier.id },
    });
    expect(page.body.items[0]!.avoirs.map((note) => note.netCentimes)).toEqual([30_000, 10_000]);
    const read = await api<Invoice>('billing.invoice', { token: firm.token, params: { id: invoice.id } });
    expect(read.body.avoirs.map((note) => note.lignes.map((line) => line.montantCentimes))).toEqual([[25_000], [10_000]]);
  });

  it('credits a whole invoice to "annulée" (the VAT rounding credited to the centime), then refuses another credit note and any payment', async () => {
    const dossier = await createDossier(firm);
    // 0.03 + 0.03 at 20 %: VAT 0.01 on the sum; credited in two halves, the credit notes still add up to 0.07.
    const invoice = await issued(firm, dossier.id, [fees('0,03'), fees('0,03')]);
    expect(invoice.totaux.netCentimes).toBe(7);
    const first = await credit(firm.token, invoice.id, { lignes: [{ id: invoice.lignes[0]!.id, montant: '0,03' }] });
    expect(first.body.avoirs[0]!.totaux.netCentimes).toBe(3);
    const rest = await credit(firm.token, invoice.id, {});
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.avoirs[1]!.totaux.netCentimes).toBe(4);
    expect(rest.body).toMatchObject({ avoirCentimes: 7, resteCentimes: 0, paiement: 'ANNULEE' });
    const again = await credit(firm.token, invoice.id, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/entièrement créditée/);
    expect((await pay(firm.token, invoice.id, '0,01')).body.error).toBe('overpayment');

    const log = await api<{ items: { type: string; objet: string | null }[] }>('activity.list', {
      token: firm.token,
      query: { type: 'CREDIT_NOTE_ISSUED', limit: 50 },
    });
    expect(log.body.items.map((entry) => entry.objet)).toEqual(expect.arrayContaining(rest.body.avoirs.map((note) => note.numero)));
  });
});

describe('who may credit', () => {
  it('lets an administrator or the dossier’s lawyer credit; an assistant 403, the client 403 (reading it), another firm 404, a draft 409', async () => {
    const { dossier, token: client } = await clientWithAccount(firm, {});
    const mine = await createDossier(firm, { idUtilisateur: lawyer.id });
    const invoice = await issued(firm, mine.id, [fees(200)]);
    const refused = await credit(assistant.token, invoice.id, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/avocat du dossier/);
    expect((await credit(lawyer.token, invoice.id, { lignes: [{ id: invoice.lignes[0]!.id, montant: 50 }] })).status).toBe(201);
    expect((await credit(other.token, invoice.id, {})).status).toBe(404);

    const clients = await issued(firm, dossier.id, [fees(300)]);
    expect((await credit(client, clients.id, {})).status).toBe(403);
    expect((await credit(firm.token, clients.id, { lignes: [{ id: clients.lignes[0]!.id, montant: 100 }] })).status).toBe(201);
    const seen = await api<Invoice>('billing.invoice', { token: client, params: { id: clients.id } });
    expect(seen.status).toBe(200);
    expect(seen.body.avoirs).toHaveLength(1);
    expect(seen.body.resteCentimes).toBe(24_000);

    const draft = await api<Invoice>('billing.createInvoice', { token: firm.token, params: { id: mine.id }, body: {} });
    const onDraft = await credit(firm.token, draft.body.id, {});
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.message).toMatch(/note d'honoraires émise/);
  });
});

describe("the invoice's PDF", () => {
  const pdfLines = async (token: string, id: string, lang?: string, avoir?: string) => {
    const url = new URL(`/api/Factures/${id}/pdf`, inject('apiUrl'));
    if (lang) url.searchParams.set('lang', lang);
    if (avoir) url.searchParams.set('avoir', avoir);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await readPdf(new Uint8Array(await response.arrayBuffer()), lang === 'ar' ? 'rtl' : 'ltr');
    return pages.flatMap((page) => page.lines);
  };

  it('prints an issued invoice with its credit notes and its net in words, for staff and its client; 404 to others, 409 for a draft', async () => {
    const { dossier, token: client } = await clientWithAccount(firm);
    const { token: otherClient } = await clientWithAccount(firm);
    const invoice = await issued(firm, dossier.id, [fees('1684,58')]);
    await credit(firm.token, invoice.id, { lignes: [{ id: invoice.lignes[0]!.id, montant: 100 }] });

    const french = await pdfLines(firm.token, invoice.id);
    expect(french).toContain(`Note d'honoraires n° ${invoice.numero}`);
    expect(french.join(' ')).toContain('IF 40123456 — ICE 001234567000089 — TP 35123456');
    expect(french.join(' ')).toMatch(/Avoir AV-\d{4}-\d{4} du/);
    // 1,684.58 + 20 % (336.92) = 2,021.50.
    expect(french.join(' ')).toContain('à la somme de deux mille vingt et un dirhams et cinquante centimes.');
    const arabic = await pdfLines(client, invoice.id, 'ar');
    expect(arabic.join(' ')).toContain(invoice.numero!);
    expect(arabic.join(' ')).toContain('ألفان وواحد وعشرون درهما');

    // The credit note's own PDF: its number, the invoice it credits and why, 100.00 + 20 % = 120.00 in words.
    const [note] = (await api<Invoice>('billing.invoice', { token: firm.token, params: { id: invoice.id } })).body.avoirs;
    const creditNote = (await pdfLines(client, invoice.id, undefined, note!.id)).join(' ');
    expect(creditNote).toContain(`Avoir n° ${note!.numero}`);
    expect(creditNote).toContain(`Sur la note d'honoraires n° ${invoice.numero}`);
    expect(creditNote).toContain('Motif : Erreur de facturation');
    expect(creditNote).toContain('Arrêté le présent avoir à la somme de cent vingt dirhams.');
    const arabicNote = (await pdfLines(client, invoice.id, 'ar', note!.id)).join(' ');
    expect(arabicNote).toContain(`إشعار دائن رقم ${note!.numero}`);
    expect(arabicNote).toContain('عن مذكرة');
    expect(arabicNote).toContain('مائة وعشرون درهماً');
    const notTheirs = await api<ErrorBody>('print.invoicePdf', {
      token: firm.token,
      params: { id: invoice.id },
      query: { avoir: invoice.id },
    });
    expect(notTheirs.status).toBe(404);

    const refused = await api<ErrorBody>('print.invoicePdf', { token: otherClient, params: { id: invoice.id }, query: {} });
    expect(refused.status).toBe(404);
    expect((await api('print.invoicePdf', { token: other.token, params: { id: invoice.id }, query: {} })).status).toBe(404);
    const draft = await api<Invoice>('billing.createInvoice', { token: firm.token, params: { id: dossier.id }, body: {} });
    const ofDraft = await api<ErrorBody>('print.invoicePdf', { token: firm.token, headers: fr, params: { id: draft.body.id }, query: {} });
    expect(ofDraft.status).toBe(409);
    expect(ofDraft.body.message).toMatch(/note d'honoraires émise/);
  });
});
