import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  avoirCentimes: 0,
  resteCentimes: 60_000,
  paiement: null,
  paiements: [],
  avoirs: [],
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
      'GET /api/Dossier/D1/provisions': onePage([]),
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

const TWO_LINES = invoice({
  id: 'F3',
  statut: 'EMISE',
  numero: '2026-0009',
  dateEmission: '2026-11-22',
  lignes: [
    { id: 'L1', nature: 'HONORAIRES', libelle: 'Consultation', montantCentimes: 50_000, tauxTvaBasisPoints: 2000, source: 'MANUELLE' },
    { id: 'L2', nature: 'DEBOURS', libelle: 'Timbres', montantCentimes: 10_000, tauxTvaBasisPoints: 0, source: 'DEPENSE' },
  ],
  avoirCentimes: 12_000,
  resteCentimes: 58_000,
  paiement: 'IMPAYEE',
  // 100.00 of the consultation already credited: 400.00 left of it.
  avoirs: [
    {
      id: 'A1',
      numero: 'AV-2026-0001',
      date: '2026-11-23',
      motif: 'Geste commercial',
      lignes: [{ idLigne: 'L1', nature: 'HONORAIRES', libelle: 'Consultation', montantCentimes: 10_000, tauxTvaBasisPoints: 2000 }],
      totaux: totals(12_000),
      auteur: 'Youssef Benali',
    },
  ],
});
const listed = (full: Record<string, unknown>) => ({
  ...full,
  avoirs: (full.avoirs as { id: string; numero: string; date: string; totaux: { netCentimes: number } }[]).map((note) => ({
    id: note.id,
    numero: note.numero,
    date: note.date,
    netCentimes: note.totaux.netCentimes,
  })),
});

/** A read whose first request answers and whose later ones are still on their way (a slow network). */
const firstOnly = (body: unknown) => {
  let reads = 0;
  return () => (reads++ === 0 ? jsonResponse(200, body) : new Promise<Response>(() => undefined));
};

describe('sending an invoice to the client', () => {
  it('acts on a saved draft at its new version before the list is read again: edited again from its saved lines, then issued', async () => {
    const saved = invoice({ version: 2, lignes: [{ ...invoice().lignes[0], montantCentimes: 100_000 }], totaux: totals(120_000) });
    const calls = routeFetch({
      'GET /api/Dossier/D1/factures': firstOnly(page([invoice()])),
      'GET /api/Dossier/D1/provisions': onePage([]),
      'GET /api/Factures/F1': firstOnly(invoice()),
      'PUT /api/Factures/F1': () => jsonResponse(200, saved),
      'POST /api/Factures/F1/emettre': () =>
        jsonResponse(200, invoice({ statut: 'EMISE', numero: '2026-0008', paiement: 'IMPAYEE', version: 3 })),
    });
    renderPage(<Invoices dossierId="D1" />);
    const row = () => screen.getAllByRole('row')[1]!;
    fireEvent.click(within(await screen.findByText('Brouillon', { selector: 'bdi' }).then(() => row())).getByLabelText('Modifier'));
    await screen.findByTestId('invoice-dialog');
    fireEvent.change(field('invoice-dialog', 'line-0-montant'), { target: { value: '1000' } });
    fireEvent.submit(field('invoice-dialog', 'line-0-montant').form!);
    await waitFor(() => expect(screen.queryByTestId('invoice-dialog')).toBeNull());

    fireEvent.click(within(row()).getByLabelText('Modifier'));
    await screen.findByTestId('invoice-dialog');
    expect(field('invoice-dialog', 'line-0-montant').value).toBe('1000,00');
    fireEvent.click(screen.getByTestId('invoice-cancel'));
    await waitFor(() => expect(screen.queryByTestId('invoice-dialog')).toBeNull());

    fireEvent.click(within(row()).getByTestId('issue-invoice'));
    fireEvent.click(await screen.findByTestId('issue-ok'));
    await waitFor(() => expect(sent(calls, 'POST', /emettre/)).toHaveLength(1));
    expect(sent(calls, 'POST', /emettre/)[0]?.body).toEqual({ version: 2 });
    await waitFor(() => expect(within(row()).getByTestId('send-invoice')).toBeVisible());
    expect(row()).toHaveTextContent('2026-0008');
    expect(row()).toHaveTextContent('Impayée');
  });

  it('sends an issued invoice once confirmed, then says when it was sent; a draft has no sending', async () => {
    let listed: Record<string, unknown>[] = [invoice(), ISSUED];
    const calls = routeFetch({
      'GET /api/Dossier/D1/factures': () => jsonResponse(200, page(listed)),
      'GET /api/Dossier/D1/provisions': onePage([]),
      'POST /api/Factures/F2/envoyer': () => {
        const envoi = { date: '2026-11-28T23:30:00.000Z', par: 'Youssef Benali', destinataires: ['client@example.ma'], idDocument: 'DOC1' };
        listed = [invoice(), { ...ISSUED, envoi }];
        return jsonResponse(200, envoi);
      },
    });
    renderPage(<Invoices dossierId="D1" />);
    const row = () => screen.getByText('2026-0007').closest('tr')!;
    await screen.findByText('2026-0007');
    expect(within(row()).queryByTestId('invoice-sent')).toBeNull();
    expect(within(screen.getAllByRole('row')[1]!).queryByTestId('send-invoice')).toBeNull();

    fireEvent.click(within(row()).getByTestId('send-invoice'));
    const dialog = await screen.findByTestId('send-dialog');
    expect(dialog).toHaveTextContent("Envoyer la note d'honoraires au client ?");
    fireEvent.click(screen.getByTestId('send-ok'));
    await waitFor(() => expect(sent(calls, 'POST', /envoyer$/)).toHaveLength(1));
    // Sent at 23:30 UTC: already the 29th in Casablanca.
    expect(await within(row()).findByTestId('invoice-sent')).toHaveTextContent('Envoyée le 29/11/2026');
  });
});

describe('credit notes', () => {
  it('lists an invoice’s credit notes under it, and creates one of chosen lines (never above what is left of a line) or of the whole invoice', async () => {
    const calls = routeFetch({
      'GET /api/Dossier/D1/factures': () => jsonResponse(200, page([listed(TWO_LINES)])),
      'GET /api/Dossier/D1/provisions': onePage([]),
      'GET /api/Factures/F3': () => jsonResponse(200, TWO_LINES),
      'POST /api/Factures/F3/avoirs': () => jsonResponse(201, TWO_LINES),
    });
    renderPage(<Invoices dossierId="D1" />);
    const row = (await screen.findByText('2026-0009')).closest('tr')!;
    expect(plain(within(row).getByTestId('credit-note').textContent)).toBe('Avoir AV-2026-0001 du 23/11/2026 : − 120,00 MAD');

    fireEvent.click(within(row).getByTestId('create-credit-note'));
    const dialog = within(await screen.findByTestId('credit-note-dialog'));
    // The fees dialogs' Cancel is worded (it read "actions.cancel": the key was missing from the common catalogue).
    expect(dialog.getByTestId('credit-note-cancel').textContent).toBe('Annuler');
    fireEvent.change(field('credit-note-dialog', 'motif'), { target: { value: 'Erreur sur le taux' } });
    fireEvent.change(field('credit-note-dialog', 'etendue'), { target: { value: 'LIGNES' } });
    expect(plain(dialog.getByText(/Reste à créditer : 400,00/).textContent)).toBe('Reste à créditer : 400,00 MAD');
    fireEvent.change(field('credit-note-dialog', 'credit-0'), { target: { value: '400,01' } });
    fireEvent.submit(field('credit-note-dialog', 'motif').form!);
    expect(await dialog.findByText('Ce montant dépasse ce qui reste à créditer sur cette ligne')).toBeTruthy();
    expect(sent(calls, 'POST', /avoirs/)).toHaveLength(0);
    fireEvent.change(field('credit-note-dialog', 'credit-0'), { target: { value: '150' } });
    fireEvent.change(field('credit-note-dialog', 'credit-1'), { target: { value: '100' } });
    fireEvent.submit(field('credit-note-dialog', 'motif').form!);
    await waitFor(() => expect(sent(calls, 'POST', /avoirs/)).toHaveLength(1));
    expect(sent(calls, 'POST', /avoirs/)[0]?.body).toEqual({
      motif: 'Erreur sur le taux',
      lignes: [
        { id: 'L1', montant: '150' },
        { id: 'L2', montant: '100' },
      ],
    });

    // The whole invoice: the reason alone.
    await waitFor(() => expect(screen.queryByTestId('credit-note-dialog')).toBeNull());
    fireEvent.click(within((await screen.findByText('2026-0009')).closest('tr')!).getByTestId('create-credit-note'));
    await screen.findByTestId('credit-note-dialog');
    fireEvent.change(field('credit-note-dialog', 'motif'), { target: { value: 'Annulation' } });
    fireEvent.submit(field('credit-note-dialog', 'motif').form!);
    await waitFor(() => expect(sent(calls, 'POST', /avoirs/)).toHaveLength(2));
    expect(sent(calls, 'POST', /avoirs/)[1]?.body).toEqual({ motif: 'Annulation' });
  });

  it('starts the next credit note and payment from what the last credit note left, before the invoice and the list are read again', async () => {
    const note = (id: string, numero: string, centimes: number) => ({
      id,
      numero,
      date: '2026-11-24',
      motif: 'Erreur sur le taux',
      lignes: [{ idLigne: 'L1', nature: 'HONORAIRES', libelle: 'Consultation', montantCentimes: centimes, tauxTvaBasisPoints: 2000 }],
      totaux: totals(centimes * 1.2),
      auteur: 'Youssef Benali',
    });
    // 150.00 more of the consultation credited (180.00 with its VAT): 250.00 left of it, 400.00 due.
    const credited = {
      ...TWO_LINES,
      avoirCentimes: 30_000,
      resteCentimes: 40_000,
      avoirs: [...TWO_LINES.avoirs, note('A2', 'AV-2026-0002', 15_000)],
    };
    routeFetch({
      'GET /api/Dossier/D1/factures': firstOnly(page([listed(TWO_LINES)])),
      'GET /api/Dossier/D1/provisions': onePage([]),
      'GET /api/Factures/F3': firstOnly(TWO_LINES),
      'POST /api/Factures/F3/avoirs': () => jsonResponse(201, credited),
    });
    renderPage(<Invoices dossierId="D1" />);
    const row = () => screen.getByText('2026-0009').closest('tr')!;
    const openCredit = async () => {
      fireEvent.click(within(row()).getByTestId('create-credit-note'));
      await screen.findByTestId('credit-note-dialog');
      fireEvent.change(field('credit-note-dialog', 'etendue'), { target: { value: 'LIGNES' } });
      return within(screen.getByTestId('credit-note-dialog'));
    };
    await screen.findByText('2026-0009');
    let dialog = await openCredit();
    expect(plain(dialog.getByText(/Reste à créditer : 400,00/).textContent)).toBe('Reste à créditer : 400,00 MAD');
    fireEvent.change(field('credit-note-dialog', 'motif'), { target: { value: 'Erreur sur le taux' } });
    fireEvent.change(field('credit-note-dialog', 'credit-0'), { target: { value: '150' } });
    fireEvent.submit(field('credit-note-dialog', 'motif').form!);
    await waitFor(() => expect(screen.queryByTestId('credit-note-dialog')).toBeNull());

    dialog = await openCredit();
    expect(plain(dialog.getByText(/Reste à créditer : 250,00/).textContent)).toBe('Reste à créditer : 250,00 MAD');
    fireEvent.click(screen.getByTestId('credit-note-cancel'));
    fireEvent.click(within(await screen.findByTestId('discard-dialog')).getByTestId('discard-ok'));
    await waitFor(() => expect(screen.queryByTestId('credit-note-dialog')).toBeNull());

    fireEvent.click(within(row()).getByTestId('add-payment'));
    await screen.findByTestId('payment-dialog');
    expect(field('payment-dialog', 'montant').value).toBe('400,00');
  });
});

describe("the Honoraires panel's provisions", () => {
  it('records a provision in its dialog, lists it with what is left, and shows the provisions received and left beside the balance', async () => {
    let provisions: Record<string, unknown>[] = [];
    const received = {
      factureCentimes: 0,
      payeCentimes: 0,
      resteCentimes: 0,
      provisionsCentimes: 150_000,
      provisionsDisponiblesCentimes: 150_000,
    };
    const calls = routeFetch({
      'GET /api/Dossier/D1/factures': () => jsonResponse(200, page([], provisions.length ? received : undefined)),
      'GET /api/Dossier/D1/provisions': () => jsonResponse(200, onePage(provisions)),
      'POST /api/Dossier/D1/provisions': () => {
        provisions = [
          {
            id: 'P1',
            montantCentimes: 150_000,
            resteCentimes: 150_000,
            mode: 'CHEQUE',
            date: '2026-11-20',
            reference: 'CHQ 42',
            auteur: 'A',
            creeLe: '2026-11-20T10:00:00.000Z',
          },
        ];
        return jsonResponse(201, provisions[0]);
      },
    });
    renderPage(<Invoices dossierId="D1" />);
    expect(await screen.findByText('Aucune provision.')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('add-provision'));
    await screen.findByTestId('provision-dialog');
    fireEvent.change(field('provision-dialog', 'montant'), { target: { value: '1500,00' } });
    fireEvent.change(field('provision-dialog', 'mode'), { target: { value: 'CHEQUE' } });
    fireEvent.change(field('provision-dialog', 'reference'), { target: { value: 'CHQ 42' } });
    fireEvent.submit(field('provision-dialog', 'montant').form!);
    await waitFor(() => expect(sent(calls, 'POST', /provisions/)).toHaveLength(1));
    expect(sent(calls, 'POST', /provisions/)[0]?.body).toMatchObject({ montant: '1500,00', mode: 'CHEQUE', reference: 'CHQ 42' });
    const row = (await screen.findByText('CHQ 42')).closest('tr')!;
    expect(plain(row.textContent)).toContain('1 500,00');
    expect(row.textContent).toContain('Chèque');
    expect(plain((await screen.findByTestId('provision-balance')).textContent)).toMatch(
      /Provisions reçues : 1 500,00.*reste à déduire : 1 500,00/,
    );
  });
});

describe("the client's invoices", () => {
  it('shows their issued invoices, their credit notes and balance in Arabic, read only, amounts isolated', async () => {
    await i18n.changeLanguage('ar');
    const calls = routeFetch({
      'GET /api/Dossier/D1/factures': page([ISSUED, listed(TWO_LINES)]),
      'GET /api/Factures/F2/pdf': () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderPage(<ClientInvoices dossierId="D1" />);
    expect((await screen.findByTestId('credit-note')).textContent).toContain('AV-2026-0001');
    expect(screen.queryByTestId('create-credit-note')).toBeNull();
    // Their issued invoice's PDF, in the language the API chooses (none asked), saved under its number.
    fireEvent.click(within((await screen.findByText('2026-0007')).closest('tr')!).getByTestId('invoice-pdf'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent(calls, 'GET', /Factures\/F2\/pdf/)).toHaveLength(1);
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('2026-0007.pdf');
    saved.mockRestore();
    const row = (await screen.findByText('2026-0007')).closest('tr')!;
    expect(row.textContent).toContain('مؤداة جزئيًا');
    expect(row.querySelectorAll('bdi').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByTestId('add-payment')).toBeNull();
    expect(screen.queryByTestId('prepare-invoice')).toBeNull();
    expect((await screen.findByTestId('invoice-balance')).textContent).toContain('المتبقي');
  });
});
