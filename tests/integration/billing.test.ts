import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { billingFirms, setTaxIds, type Staff } from './billing-support';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, type ErrorBody } from './dossiers-support';

/** Invoices and payments (issue 30, second slice): against the real local stack. */
type Line = { id: string; nature: string; libelle: string; montantCentimes: number; tauxTvaBasisPoints: number; source: string };
type Invoice = {
  id: string;
  statut: string;
  numero: string | null;
  lignes: Line[];
  totaux: {
    htCentimes: number;
    tvaCentimes: number;
    deboursCentimes: number;
    ttcCentimes: number;
    retenueTvaCentimes: number;
    netCentimes: number;
  };
  payeCentimes: number;
  resteCentimes: number;
  paiement: string | null;
  paiements: { montantCentimes: number; mode: string }[];
  version: number;
};
type Page = { items: Invoice[]; solde: { factureCentimes: number; payeCentimes: number; resteCentimes: number } };

const fr = { 'accept-language': 'fr' };
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let assistant: Staff;

beforeAll(async () => {
  ({ firm, other, lawyer, assistant } = await billingFirms());
});

const draft = (token: string, dossierId: string, body: Record<string, unknown> = {}) =>
  api<Invoice & ErrorBody>('billing.createInvoice', { token, headers: fr, params: { id: dossierId }, body });
const edit = (token: string, invoice: Pick<Invoice, 'id' | 'version'>, lignes: Record<string, unknown>[], terms = {}) =>
  api<Invoice & ErrorBody>('billing.updateInvoice', {
    token,
    headers: fr,
    params: { id: invoice.id },
    body: { lignes, exonere: false, retenueTva: 0, version: invoice.version, ...terms },
  });
const issue = (token: string, invoice: Pick<Invoice, 'id' | 'version'>, headers: Record<string, string> = {}) =>
  api<Invoice & ErrorBody>('billing.issueInvoice', {
    token,
    headers: { ...fr, ...headers },
    params: { id: invoice.id },
    body: { version: invoice.version },
  });
const read = (token: string, id: string) => api<Invoice & ErrorBody>('billing.invoice', { token, headers: fr, params: { id } });
const list = (token: string, dossierId: string) =>
  api<Page & ErrorBody>('billing.invoices', { token, headers: fr, params: { id: dossierId } });
const pay = (token: string, id: string, montant: unknown, headers: Record<string, string> = {}) =>
  api<Invoice & ErrorBody>('billing.addPayment', {
    token,
    headers: { ...fr, ...headers },
    params: { id },
    body: { montant, mode: 'VIREMENT', date: '2026-11-20', reference: 'VIR-1' },
  });
const manual = (montant: unknown) => ({ nature: 'HONORAIRES', libelle: 'Consultation', montant, tauxTva: 20 });

describe('drafting and issuing', () => {
  it('drafts from the unbilled time at the rates, the instalments due and the expenses; only an admin or the lawyer issues, and issued work is billed once', async () => {
    const dossier = await createDossier(firm, { idUtilisateur: lawyer.id });
    const agreement = await api('fees.saveAgreement', {
      token: lawyer.token,
      params: { id: dossier.id },
      body: {
        horaire: { taux: [{ idUtilisateur: lawyer.id, taux: '600' }] },
        forfait: {
          montant: 3000,
          echeances: [
            { libelle: 'Signature', montant: 1000, dateEcheance: '2026-01-05' },
            { libelle: 'Jugement', montant: 2000, dateEcheance: '2099-01-05' },
          ],
        },
        version: 0,
      },
    });
    expect(agreement.status, JSON.stringify(agreement.body)).toBe(200);
    const entry = await api<{ id: string; version: number }>('fees.addTimeEntry', {
      token: lawyer.token,
      body: { idDossier: dossier.id, date: '2026-11-02', minutes: 50, description: 'Conclusions' },
    });
    await api('fees.addTimeEntry', {
      token: lawyer.token,
      body: { idDossier: dossier.id, date: '2026-11-03', minutes: 30, description: 'Appel', facturable: false },
    });
    await api('dossiers.addExpense', {
      token: firm.token,
      body: { idDossier: dossier.id, idTypeDepense: 'HON', dateDepense: '2026-11-02', montant: '120,50', libelle: 'Timbres' },
    });

    // An assistant prepares the draft: 50 min at 600.00 = 500.00, the instalment due (1,000.00), the expense at cost.
    const prepared = await draft(assistant.token, dossier.id);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(201);
    expect(prepared.body.lignes.map((l) => [l.source, l.nature, l.montantCentimes, l.tauxTvaBasisPoints])).toEqual([
      ['TEMPS', 'HONORAIRES', 50_000, 2000],
      ['FORFAIT', 'HONORAIRES', 100_000, 2000],
      ['DEPENSE', 'DEBOURS', 12_050, 0],
    ]);
    expect(prepared.body.totaux).toMatchObject({
      htCentimes: 150_000,
      tvaCentimes: 30_000,
      deboursCentimes: 12_050,
      ttcCentimes: 192_050,
      netCentimes: 192_050,
    });

    const refused = await issue(assistant.token, prepared.body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("l'avocat du dossier");

    const issued = await issue(lawyer.token, prepared.body);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body).toMatchObject({ statut: 'EMISE', paiement: 'IMPAYEE', resteCentimes: 192_050 });
    expect(issued.body.numero).toMatch(/^\d{4}-\d{4}$/);

    // Issued: never edited, deleted or issued again; its time entry is billed and no longer edited.
    expect((await edit(firm.token, issued.body, [manual(10)])).status).toBe(409);
    expect((await api<ErrorBody>('billing.deleteInvoice', { token: firm.token, params: { id: issued.body.id } })).body.error).toBe(
      'conflict',
    );
    expect((await issue(firm.token, issued.body)).status).toBe(409);
    const billedEdit = await api<ErrorBody>('fees.updateTimeEntry', {
      token: lawyer.token,
      headers: fr,
      params: { id: entry.body.id },
      body: { date: '2026-11-02', minutes: 5, description: 'x', version: entry.body.version + 1 },
    });
    expect(billedEdit.status).toBe(409);
    expect(billedEdit.body.message).toContain('facturé');

    // The next draft finds nothing left to bill.
    expect((await draft(firm.token, dossier.id)).body.lignes).toEqual([]);
  });

  it('issues two drafts that hold the same work once: the second answers 409 invoice_items_billed; the expense billed is no longer edited', async () => {
    const dossier = await createDossier(firm);
    const expense = { idTypeDepense: 'HON', dateDepense: '2026-11-02', montant: 80 };
    const added = await api<{ idDepense: string; version: number }>('dossiers.addExpense', {
      token: firm.token,
      body: { idDossier: dossier.id, ...expense },
    });
    const [a, b] = [(await draft(firm.token, dossier.id)).body, (await draft(firm.token, dossier.id)).body];
    expect((await issue(firm.token, a)).status).toBe(200);
    const second = await issue(firm.token, b);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('invoice_items_billed');
    const edit = await api<ErrorBody>('dossiers.updateExpense', {
      token: firm.token,
      headers: fr,
      params: { id: added.body.idDepense },
      body: { ...expense, montant: 90, version: added.body.version + 1 },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('refacturée');
  });

  it('edits a draft at the version read (409 when stale), keeps VAT off disbursements and off an exempt client, and deletes a draft', async () => {
    const dossier = await createDossier(firm);
    const created = (await draft(firm.token, dossier.id)).body;
    const edited = await edit(
      firm.token,
      created,
      [manual('1000,00'), { nature: 'DEBOURS', libelle: 'Huissier', montant: 300, tauxTva: 20 }],
      { retenueTva: 75 },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.totaux).toMatchObject({
      htCentimes: 100_000,
      tvaCentimes: 20_000,
      deboursCentimes: 30_000,
      retenueTvaCentimes: 15_000,
      netCentimes: 135_000,
    });
    expect(edited.body.lignes[1]).toMatchObject({ tauxTvaBasisPoints: 0 });
    expect((await edit(firm.token, created, [manual(5)])).body.error).toBe('invoice_changed');
    const exempt = await edit(firm.token, edited.body, [manual(1000)], { exonere: true });
    expect(exempt.body.totaux).toMatchObject({ tvaCentimes: 0, ttcCentimes: 100_000 });
    expect((await api('billing.deleteInvoice', { token: firm.token, params: { id: created.id } })).status).toBe(200);
    expect((await read(firm.token, created.id)).status).toBe(404);
  });
});

describe('numbering', () => {
  it('refuses to issue until the firm has set its IF, ICE and TP, then gives 20 concurrent issues 20 consecutive numbers from 0001', async () => {
    const dossier = await createDossier(other);
    const drafts = await Promise.all(
      Array.from({ length: 20 }, async () => (await edit(other.token, (await draft(other.token, dossier.id)).body, [manual(100)])).body),
    );
    const refused = await issue(other.token, drafts[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('firm_tax_ids_missing');
    expect(refused.body.details?.map((d) => d.field).sort()).toEqual(['ice', 'identifiantFiscal', 'taxeProfessionnelle']);

    await setTaxIds(other.token);
    const answers = await Promise.all(drafts.map((d) => issue(other.token, d)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const year = answers[0]!.body.numero!.slice(0, 4);
    const numbers = answers.map((a) => a.body.numero!).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`));
  }, 60_000);
});

describe('payments and who sees what', () => {
  it('records partial and full payments, refuses overpayment, answers a retry with the same key once, and shows a client only their issued invoices', async () => {
    const { dossier, token: clientToken } = await clientWithAccount(firm);
    const { dossier: otherDossier, token: otherClient } = await clientWithAccount(firm);
    const invoice = (await edit(firm.token, (await draft(firm.token, dossier.id)).body, [manual(1000)])).body;
    const unissued = (await draft(firm.token, dossier.id)).body;
    expect((await pay(firm.token, invoice.id, 10)).body.error).toBe('conflict');
    const issued = (await issue(firm.token, invoice)).body;
    expect(issued.totaux.netCentimes).toBe(120_000);

    const key = { 'idempotency-key': `pay-${issued.id}` };
    const partial = await pay(firm.token, issued.id, '200,00', key);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body).toMatchObject({ payeCentimes: 20_000, resteCentimes: 100_000, paiement: 'PARTIELLE' });
    expect((await pay(firm.token, issued.id, '200,00', key)).body.payeCentimes).toBe(20_000);
    const over = await pay(firm.token, issued.id, '1000,01');
    expect(over.status).toBe(409);
    expect(over.body.details).toEqual([expect.objectContaining({ field: 'montant', code: 'overpayment' })]);
    const rest = await pay(firm.token, issued.id, 1000);
    expect(rest.body).toMatchObject({ payeCentimes: 120_000, resteCentimes: 0, paiement: 'PAYEE' });
    expect(rest.body.paiements).toHaveLength(2);

    // The client: their issued invoice and balance, never a draft, never another's.
    const seen = await list(clientToken, dossier.id);
    expect(seen.body.items.map((i) => i.id)).toEqual([issued.id]);
    expect(seen.body.solde).toEqual({
      factureCentimes: 120_000,
      payeCentimes: 120_000,
      resteCentimes: 0,
      provisionsCentimes: 0,
      provisionsDisponiblesCentimes: 0,
    });
    expect((await read(clientToken, issued.id)).status).toBe(200);
    expect((await read(clientToken, unissued.id)).status).toBe(404);
    expect((await read(otherClient, issued.id)).status).toBe(404);
    expect((await list(otherClient, dossier.id)).status).toBe(404);
    expect((await list(firm.token, dossier.id)).body.items).toHaveLength(2);
    expect((await pay(clientToken, issued.id, 1)).status).toBe(403);
    expect((await read(other.token, issued.id)).status).toBe(404);
    expect((await list(other.token, otherDossier.id)).status).toBe(404);
  });
});
