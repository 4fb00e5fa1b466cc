import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientInvoices } from '../../web/src/features/fees/components/client-invoices';
import { Invoices } from '../../web/src/features/fees/components/invoices';
import { i18n } from '../../web/src/lib/i18n';
import { onePage, routeFetch, type Call } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(() => signIn());
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

/** Intl writes French groups and the space before MAD as narrow no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const field = (testId: string, name: string) => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] [name="${name}"]`)!;
const sent = (calls: Call[], method: string, path: RegExp) => calls.filter((call) => call.method === method && path.test(call.path));

const totals = (net: number) => ({
  htCentimes: net,
  tva: [],
  tvaCentimes: 0,
  deboursCentimes: 0,
  ttcCentimes: net,
  retenueTvaCentimes: 0,
  provisionsCentimes: 0,
  netCentimes: net,
});
const invoice = (over: Record<string, unknown> = {}) => ({
  id: 'F1',
  idDossier: 'D1',
  statut: 'BROUILLON',
  numero: null,
  dateEmission: null,
  lignes: [
    {
      id: 'L1',
      nature: 'HONORAIRES',
      libelle: 'Youssef Benali — 0 h 50',
      montantCentimes: 50_000,
      tauxTvaBasisPoints: 2000,
      source: 'TEMPS',
    },
  ],
  exonere: false,
  retenueTvaBasisPoints: 0,
  totaux: totals(60_000),
  payeCentimes: 0,
  resteCentimes: 60_000,
  paiement: null,
  paiements: [],
  version: 1,
  creePar: 'Youssef Benali',
  creeLe: '2026-11-20T10:00:00.000Z',
  ...over,
});
const ISSUED = invoice({
  id: 'F2',
  statut: 'EMISE',
  numero: '2026-0007',
  dateEmission: '2026-11-21',
  payeCentimes: 20_000,
  resteCentimes: 40_000,
  paiement: 'PARTIELLE',
});
const page = (items: Record<string, unknown>[], solde = { factureCentimes: 60_000, payeCentimes: 20_000, resteCentimes: 40_000 }) => ({
  ...onePage(items.map(({ lignes: _l, paiements: _p, ...summary }) => summary)),
  solde,
});

describe("the Honoraires panel's invoices", () => {
  it('prepares a draft and opens it, saves its edited lines at the version read, issues it after a confirmation, and records a payment of an issued one', async () => {
    let drafts: Record<string, unknown>[] = [];
    const calls = routeFetch({
      'GET /api/Dossier/D1/factures': () => jsonResponse(200, page([...drafts, ISSUED])),
      'POST /api/Dossier/D1/factures': () => {
        drafts = [invoice()];
        return jsonResponse(201, drafts[0]);
      },
      'GET /api/Factures/F1': () => jsonResponse(200, drafts[0]),
      'PUT /api/Factures/F1': ({ body }: Call) => {
        drafts = [invoice({ version: 2, totaux: totals(120_000) })];
        return jsonResponse(200, { ...drafts[0], body });
      },
      'POST /api/Factures/F1/emettre': () => jsonResponse(200, invoice({ statut: 'EMISE', numero: '2026-0008', version: 3 })),
      'POST /api/Factures/F2/paiements': () => jsonResponse(201, ISSUED),
    });
    renderPage(<Invoices dossierId="D1" />);
    expect(plain((await screen.findByTestId('invoice-balance')).textContent)).toBe(
      'Facturé : 600,00 MAD, payé : 200,00 MAD, reste dû : 400,00 MAD',
    );
    const issuedRow = (await screen.findByText('2026-0007')).closest('tr')!;
    expect(issuedRow.textContent).toContain('Partiellement payée');

    fireEvent.click(screen.getByTestId('prepare-invoice'));
    const dialog = within(await screen.findByTestId('invoice-dialog'));
    expect(field('invoice-dialog', 'line-0-montant').value).toBe('500,00');
    fireEvent.change(field('invoice-dialog', 'line-0-montant'), { target: { value: '1000' } });
    fireEvent.click(dialog.getByTestId('add-line'));
    fireEvent.submit(field('invoice-dialog', 'line-0-montant').form!);
    // the new line has no label or amount yet: the form says so and sends nothing
    expect(await dialog.findAllByText(/obligatoire|requis/i)).not.toHaveLength(0);
    expect(sent(calls, 'PUT', /Factures/)).toHaveLength(0);
    fireEvent.click(dialog.getAllByLabelText('Retirer la ligne')[1]!);
    fireEvent.submit(field('invoice-dialog', 'line-0-montant').form!);
    await waitFor(() => expect(sent(calls, 'PUT', /Factures\/F1/)).toHaveLength(1));
    expect(sent(calls, 'PUT', /Factures\/F1/)[0]?.body).toEqual({
      lignes: [{ id: 'L1', nature: 'HONORAIRES', libelle: 'Youssef Benali — 0 h 50', montant: '1000', tauxTva: 20 }],
      exonere: false,
      retenueTva: 0,
      version: 1,
    });

    const draftRow = (await screen.findByText('Brouillon', { selector: 'bdi' })).closest('tr')!;
    fireEvent.click(within(draftRow).getByTestId('issue-invoice'));
    fireEvent.click(await screen.findByTestId('issue-ok'));
    await waitFor(() => expect(sent(calls, 'POST', /emettre/)).toHaveLength(1));
    expect(sent(calls, 'POST', /emettre/)[0]?.body).toEqual({ version: 2 });

    fireEvent.click(within(issuedRow).getByTestId('add-payment'));
    await screen.findByTestId('payment-dialog');
    expect(field('payment-dialog', 'montant').value).toBe('400,00');
    fireEvent.change(field('payment-dialog', 'reference'), { target: { value: 'CHQ 1234' } });
    fireEvent.submit(field('payment-dialog', 'montant').form!);
    await waitFor(() => expect(sent(calls, 'POST', /paiements/)).toHaveLength(1));
    expect(sent(calls, 'POST', /paiements/)[0]?.body).toMatchObject({ montant: '400,00', mode: 'VIREMENT', reference: 'CHQ 1234' });
  });
});

describe("the client's invoices", () => {
  it('shows their issued invoices and balance in Arabic, read only, amounts isolated', async () => {
    await i18n.changeLanguage('ar');
    routeFetch({ 'GET /api/Dossier/D1/factures': page([ISSUED]) });
    renderPage(<ClientInvoices dossierId="D1" />);
    const row = (await screen.findByText('2026-0007')).closest('tr')!;
    expect(row.textContent).toContain('مؤداة جزئيًا');
    expect(row.querySelectorAll('bdi').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByTestId('add-payment')).toBeNull();
    expect(screen.queryByTestId('prepare-invoice')).toBeNull();
    expect((await screen.findByTestId('invoice-balance')).textContent).toContain('المتبقي');
  });
});
