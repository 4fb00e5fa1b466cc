import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BillingWeek } from '../../web/src/features/fees/components/billing-week';
import { InvoicesPage } from '../../web/src/features/fees/routes/invoices-page';
import { i18n } from '../../web/src/lib/i18n';
import { routeFetch } from './dossiers-fixtures';
import { renderPage, signIn } from './render';

afterEach(async () => {
  await i18n.changeLanguage('fr');
  vi.unstubAllGlobals();
});

const row = (over: Record<string, unknown> = {}) => ({
  id: 'F1',
  numero: '2026-0001',
  date: '2026-11-20',
  idDossier: 'D1',
  refCabinet: '2026/1201/145',
  nomClient: 'شركة الأطلس',
  idClients: ['C1'],
  idAvocat: 'U2',
  nomAvocat: 'Youssef Benali',
  statut: 'PARTIELLE',
  ttcCentimes: 120_000,
  payeCentimes: 20_000,
  resteCentimes: 100_000,
  ...over,
});
const PAGE = {
  items: [row(), row({ id: 'F2', numero: null, statut: 'BROUILLON', ttcCentimes: 6_000, payeCentimes: 0, resteCentimes: 0 })],
  cursor: null,
  totaux: { ttcCentimes: 120_000, payeCentimes: 20_000, resteCentimes: 100_000 },
  anciennete: { j30: 100_000, j60: 0, j90: 0, plus90: 0 },
};
const STAFF = [{ idUtilisateur: 'U2', nom: 'Benali', prenom: 'Youssef', idTypeUtilisateur: 'AVOCAT' }];

describe('Factures (the firm page)', () => {
  beforeEach(() => signIn({ roles: ['ADMIN'] }));

  it('shows the rows with their dossier link and status, the totals and the ageing; a filter asks the API again', async () => {
    const calls = routeFetch({ 'GET /api/Factures': PAGE, 'GET /api/Users/for-structure/S1': STAFF });
    renderPage(<InvoicesPage />, { path: '/Invoices' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('2026/1201/145')[0]!.closest('a')).toHaveAttribute('href', '/Folder?id=D1');
    expect(within(table).getByText('Partiellement payée')).toBeInTheDocument();
    expect(within(table).getAllByText('شركة الأطلس')[0]!.tagName).toBe('BDI');
    expect(screen.getByTestId('total-resteCentimes')).toHaveTextContent(/1\s000,00/);
    expect(screen.getByTestId('age-j30')).toHaveTextContent(/1\s000,00/);
    fireEvent.change(screen.getByLabelText('État'), { target: { value: 'PAYEE' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Factures' && call.query.get('statut') === 'PAYEE')).toBe(true));
    fireEvent.click(within(table).getAllByTestId('filter-by-client')[0]!);
    await waitFor(() => expect(calls.some((call) => call.query.get('idClient') === 'C1')).toBe(true));
  });

  it('exports the filtered list as CSV, every page, amounts as the reader writes them', async () => {
    const calls = routeFetch({
      'GET /api/Factures': ({ query }: { query: URLSearchParams }) =>
        new Response(
          JSON.stringify(
            query.get('cursor')
              ? { ...PAGE, items: [row({ id: 'F3', numero: '2026-0003' })] }
              : { ...PAGE, cursor: query.get('limit') === '50' ? 'next' : null },
          ),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      'GET /api/Users/for-structure/S1': STAFF,
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<InvoicesPage />, { path: '/Invoices' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByTestId('export-invoices'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(calls.filter((call) => call.query.get('limit') === '50')).toHaveLength(2);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0]!.arrayBuffer())).split('\r\n');
    expect(lines[0]).toBe('\uFEFFNuméro;Date;Client;Dossier;Avocat;Montant TTC;Payé;Reste dû;État');
    expect(lines[1]).toBe('2026-0001;2026-11-20;شركة الأطلس;2026/1201/145;Youssef Benali;1200,00;200,00;1000,00;Partiellement payée');
    expect(lines).toHaveLength(5);
    click.mockRestore();
  });
  it('exports the filtered list as XLSX from the API, with the filters chosen', async () => {
    const calls = routeFetch({
      'GET /api/Factures': PAGE,
      'GET /api/Users/for-structure/S1': STAFF,
      'GET /api/Factures/xlsx': () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    });
    const saved = vi.fn((_blob: Blob) => 'blob:xlsx');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<InvoicesPage />, { path: '/Invoices' });
    await screen.findByRole('table');
    fireEvent.change(document.querySelector('select[name="filter-status"]')!, { target: { value: 'PAYEE' } });
    fireEvent.click(screen.getByTestId('export-invoices-xlsx'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/Factures/xlsx')!.query.get('statut')).toBe('PAYEE');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.xlsx$/);
    click.mockRestore();
  });
});

describe("the dashboard's billing of the week", () => {
  it("shows an administrator the week's TTC billed and payments collected", async () => {
    signIn({ roles: ['ADMIN'] });
    routeFetch({ 'GET /api/Factures/semaine': { du: '2026-11-23', au: '2026-11-29', factureCentimes: 228_000, encaisseCentimes: 80_000 } });
    renderPage(<BillingWeek />);
    expect(await screen.findByTestId('week-billed')).toHaveTextContent(/2\s280,00/);
    expect(screen.getByTestId('week-collected')).toHaveTextContent(/800,00/);
  });

  it('is not shown to a lawyer, and asks the API nothing', async () => {
    signIn({ roles: ['USER'] });
    const calls = routeFetch({});
    renderPage(<BillingWeek />);
    await waitFor(() => expect(screen.queryByTestId('billing-week')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
