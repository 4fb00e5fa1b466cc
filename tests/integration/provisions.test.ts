import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { billingFirms, feeDraft, type Staff } from './billing-support';
import { clientWithAccount, createDossier, type ErrorBody } from './dossiers-support';
import { readPdf } from '../support/pdf-text';

/** Provisions (payments on account) of a dossier, deducted by its invoices, against the real local stack. */
type Provision = { id: string; montantCentimes: number; resteCentimes: number; mode: string; reference: string | null };
type Totals = { ttcCentimes: number; provisionsCentimes: number; netCentimes: number };
type Invoice = {
  id: string;
  version: number;
  totaux: Totals;
  resteCentimes: number;
  paiement: string | null;
  lignes: { id: string }[];
  avoirs: { numero: string; totaux: Totals }[];
};
type Balance = { factureCentimes: number; resteCentimes: number; provisionsCentimes: number; provisionsDisponiblesCentimes: number };

const fr = { 'accept-language': 'fr' };
let firm: TestFirm;
let other: TestFirm;
let assistant: Staff;

beforeAll(async () => {
  ({ firm, other, assistant } = await billingFirms());
});

const receive = (token: string, dossierId: string, montant: unknown, headers: Record<string, string> = {}) =>
  api<Provision & ErrorBody>('billing.createProvision', {
    token,
    headers: { ...fr, ...headers },
    params: { id: dossierId },
    body: { montant, mode: 'CHEQUE', date: '2026-11-20', reference: 'CHQ 0042' },
  });
const provisions = async (dossierId: string) =>
  (await api<{ items: Provision[] }>('billing.provisions', { token: firm.token, params: { id: dossierId } })).body.items;
const balance = async (dossierId: string) =>
  (await api<{ solde: Balance }>('billing.invoices', { token: firm.token, params: { id: dossierId } })).body.solde;
/** A draft of one fee line of `montant` dirhams at 20 % VAT (TTC = 1.2 × montant). */
const draft = (dossierId: string, montant: number) => feeDraft<Invoice>(firm.token, dossierId, montant);
const issue = (invoice: Invoice) =>
  api<Invoice & ErrorBody>('billing.issueInvoice', {
    token: firm.token,
    headers: fr,
    params: { id: invoice.id },
    body: { version: invoice.version },
  });

const credit = (invoice: Invoice, lignes?: { id: string; montant: string }[]) =>
  api<Invoice & ErrorBody>('billing.createCreditNote', {
    token: firm.token,
    headers: fr,
    params: { id: invoice.id },
    body: { motif: 'Erreur sur le forfait', ...(lignes && { lignes }) },
  });

describe('provisions', () => {
  it('records a provision once per idempotency key, lists it with what is left, and logs it', async () => {
    const dossier = await createDossier(firm);
    const key = { 'idempotency-key': `provision-${dossier.id}` };
    const first = await receive(assistant.token, dossier.id, '1500,00', key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ montantCentimes: 150_000, resteCentimes: 150_000, mode: 'CHEQUE', reference: 'CHQ 0042' });
    expect((await receive(assistant.token, dossier.id, '1500,00', key)).body.id).toBe(first.body.id);
    expect(await provisions(dossier.id)).toEqual([expect.objectContaining({ id: first.body.id })]);
    expect(await balance(dossier.id)).toMatchObject({ provisionsCentimes: 150_000, provisionsDisponiblesCentimes: 150_000 });

    const log = await api<{ items: { objet: string | null }[] }>('activity.list', {
      token: firm.token,
      query: { type: 'PROVISION_RECORDED', limit: 50 },
    });
    expect(log.body.items.map((entry) => entry.objet)).toContain(dossier.refCabinet);
  });

  it('refuses a bad amount naming the field, a client 403, another firm 404; nothing written', async () => {
    const { dossier, token: client } = await clientWithAccount(firm);
    const bad = await receive(firm.token, dossier.id, '-5');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'montant' })]);
    expect((await receive(client, dossier.id, 100)).status).toBe(403);
    expect((await receive(other.token, dossier.id, 100)).status).toBe(404);
    expect(await provisions(dossier.id)).toEqual([]);
  });

  it('is deducted by the next invoice, never below zero, the rest kept for the one after; issuing takes it off once', async () => {
    const dossier = await createDossier(firm);
    await receive(firm.token, dossier.id, 1000);
    // 500 + 20 % = 600 due: 600 of the 1 000 deducted, the net is 0 (paid), 400 left.
    const small = await draft(dossier.id, 500);
    expect(small.totaux).toMatchObject({ ttcCentimes: 60_000, provisionsCentimes: 60_000, netCentimes: 0 });
    const issuedSmall = await issue(small);
    expect(issuedSmall.status, JSON.stringify(issuedSmall.body)).toBe(200);
    expect(issuedSmall.body).toMatchObject({ resteCentimes: 0, paiement: 'PAYEE' });
    expect((await provisions(dossier.id))[0]!.resteCentimes).toBe(40_000);
    const pdf = await fetch(new URL(`/api/Factures/${small.id}/pdf?lang=fr`, inject('apiUrl')), {
      headers: { authorization: `Bearer ${firm.token}` },
    });
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()), 'ltr')).flatMap((page) => page.lines).join('\n');
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/Provisions déduites − 600,00 MAD/);

    // The next: 1 000 + 20 % = 1 200, less the 400 left: 800 due.
    const next = await draft(dossier.id, 1000);
    expect(next.totaux).toMatchObject({ ttcCentimes: 120_000, provisionsCentimes: 40_000, netCentimes: 80_000 });
    expect((await issue(next)).body.resteCentimes).toBe(80_000);
    expect((await provisions(dossier.id))[0]!.resteCentimes).toBe(0);
    expect(await balance(dossier.id)).toMatchObject({
      factureCentimes: 80_000,
      resteCentimes: 80_000,
      provisionsCentimes: 100_000,
      provisionsDisponiblesCentimes: 0,
    });
    expect((await draft(dossier.id, 100)).totaux).toMatchObject({ provisionsCentimes: 0, netCentimes: 12_000 });
  });

  it('never deducts a provision twice: of two drafts holding it, the second issued is refused until saved again', async () => {
    const dossier = await createDossier(firm);
    await receive(firm.token, dossier.id, 300);
    const [a, b] = [await draft(dossier.id, 500), await draft(dossier.id, 500)];
    expect(a.totaux.provisionsCentimes).toBe(30_000);
    expect(b.totaux.provisionsCentimes).toBe(30_000);
    const results = await Promise.all([issue(a), issue(b)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const refused = results.find((result) => result.status === 409)!;
    expect(refused.body.error).toBe('invoice_provisions_used');
    expect(refused.body.message).toMatch(/déjà été déduite/);
    expect((await provisions(dossier.id))[0]!.resteCentimes).toBe(0);
    expect((await balance(dossier.id)).provisionsDisponiblesCentimes).toBe(0);
  });

  it('a credit note beyond what is unpaid gives back the provisions its invoice deducted, the last first, never a payment', async () => {
    const dossier = await createDossier(firm);
    const first = (await receive(firm.token, dossier.id, 300)).body;
    const second = (await receive(firm.token, dossier.id, 500)).body;
    // 1 000 + 20 % = 1 200, less 300 + 500 of provisions: 400 due; 100 of it paid.
    const issued = (await issue(await draft(dossier.id, 1000))).body;
    expect(issued.totaux).toMatchObject({ ttcCentimes: 120_000, provisionsCentimes: 80_000, netCentimes: 40_000 });
    const paid = await api('billing.addPayment', {
      token: firm.token,
      params: { id: issued.id },
      body: { montant: '100', mode: 'ESPECES', date: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    // 500 + 20 % = 600 credited: the 300 unpaid, then 300 given back to the last provision deducted.
    const partial = await credit(issued, [{ id: issued.lignes[0]!.id, montant: '500' }]);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body.avoirs[0]!.totaux).toMatchObject({ ttcCentimes: 60_000, provisionsCentimes: 30_000, netCentimes: 30_000 });
    expect(partial.body).toMatchObject({ resteCentimes: 0, paiement: 'PAYEE' });
    const after = Object.fromEntries((await provisions(dossier.id)).map((p) => [p.id, p.resteCentimes]));
    expect(after).toEqual({ [first.id]: 0, [second.id]: 30_000 });
    expect(await balance(dossier.id)).toMatchObject({ factureCentimes: 10_000, resteCentimes: 0, provisionsDisponiblesCentimes: 30_000 });

    // The rest (600) would take back 500 of provisions and the 100 paid in cash: refused, nothing written.
    const rest = await credit(issued);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/remboursement d'un paiement/);
    expect(Object.fromEntries((await provisions(dossier.id)).map((p) => [p.id, p.resteCentimes]))).toEqual(after);
    expect((await balance(dossier.id)).provisionsDisponiblesCentimes).toBe(30_000);
  });

  it('an invoice its provisions settled, credited whole, is cancelled and its provisions are deducted again by the next', async () => {
    const dossier = await createDossier(firm);
    const provision = (await receive(firm.token, dossier.id, 1000)).body;
    const issued = (await issue(await draft(dossier.id, 1000))).body;
    expect(issued.totaux).toMatchObject({ ttcCentimes: 120_000, provisionsCentimes: 100_000, netCentimes: 20_000 });
    const whole = await credit(issued);
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.avoirs[0]!.totaux).toMatchObject({ ttcCentimes: 120_000, provisionsCentimes: 100_000, netCentimes: 20_000 });
    expect(whole.body).toMatchObject({ resteCentimes: 0, paiement: 'ANNULEE' });
    expect(await provisions(dossier.id)).toEqual([expect.objectContaining({ id: provision.id, resteCentimes: 100_000 })]);
    expect(await balance(dossier.id)).toMatchObject({ factureCentimes: 0, resteCentimes: 0, provisionsDisponiblesCentimes: 100_000 });
    expect((await draft(dossier.id, 500)).totaux).toMatchObject({ provisionsCentimes: 60_000, netCentimes: 0 });
  });
});
