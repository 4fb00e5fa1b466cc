import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HearingListPage } from '../../web/src/features/calendar/routes/hearing-list-page';
import { i18n } from '../../web/src/lib/i18n';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const row = (over: Record<string, unknown> = {}) => ({
  idDossier: 'D1',
  heure: '09:30',
  refCabinet: '2026/1201/145',
  refTribunal: '1201/2026/88',
  clients: 'Société Atlas',
  adversaires: 'محمد العلوي',
  avocat: 'Youssef Benali',
  objet: 'Audience',
  contenu: 'Plaidoirie',
  ...over,
});

const LIST = {
  date: '2026-12-01',
  tribunaux: [
    {
      idTribunal: 'T1',
      tribunal: 'Tribunal de première instance de Rabat',
      audiences: [row(), row({ idDossier: 'D2', refCabinet: '2026/1201/146', heure: null })],
    },
    { idTribunal: 'T2', tribunal: 'Cour d’appel de Casablanca', audiences: [row({ idDossier: 'D3', refCabinet: '2026/1301/7' })] },
  ],
};

describe("Rôle d'audience", () => {
  beforeEach(() => signIn({ roles: ['USER'] }));

  it("groups the day's hearings by court, each dossier linking to its court tab", async () => {
    const calls = routeFetch({ 'GET /api/Audiences/role': LIST });
    renderPage(<HearingListPage />, { path: '/Hearings', initialEntry: '/Hearings?date=2026-12-01' });
    const courts = await screen.findAllByTestId('hearing-court');
    expect(courts).toHaveLength(2);
    expect(within(courts[0]!).getByRole('heading')).toHaveTextContent('Tribunal de première instance de Rabat');
    expect(within(courts[0]!).getAllByRole('row')).toHaveLength(3);
    expect(within(courts[1]!).getByText('2026/1301/7').closest('a')).toHaveAttribute('href', '/Folder?id=D3&tab=court');
    expect(within(courts[0]!).getAllByText('محمد العلوي')[0]!.tagName).toBe('BDI');
    expect(calls[0]!.query.get('date')).toBe('2026-12-01');
  });

  it('says loading, then that the day has no hearing; the next-day button reads the next day', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = routeFetch({
      'GET /api/Audiences/role': ({ query }: { query: URLSearchParams }) =>
        query.get('date') === '2026-12-01'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : jsonResponse(200, { date: query.get('date'), tribunaux: [] }),
    });
    renderPage(<HearingListPage />, { path: '/Hearings', initialEntry: '/Hearings?date=2026-12-01' });
    expect(await screen.findByText('Chargement des audiences…')).toBeInTheDocument();
    expect(screen.queryByTestId('hearing-list-empty')).not.toBeInTheDocument();
    answer(jsonResponse(200, { date: '2026-12-01', tribunaux: [] }));
    expect(await screen.findByTestId('hearing-list-empty')).toHaveTextContent('Aucune audience ce jour-là.');
    fireEvent.click(screen.getByTestId('next-day'));
    await waitFor(() => expect(calls.some((call) => call.query.get('date') === '2026-12-02')).toBe(true));
  });

  it('without a day in the address, asks the API for the next working day and shows the day it answers, in words', async () => {
    const calls = routeFetch({ 'GET /api/Audiences/role': LIST });
    renderPage(<HearingListPage />, { path: '/Hearings', initialEntry: '/Hearings' });
    expect(await screen.findByTestId('hearing-day')).toHaveTextContent('mardi 1 décembre 2026');
    expect(screen.getByLabelText('Jour')).toHaveValue('2026-12-01');
    expect(calls[0]!.query.has('date')).toBe(false);
  });

  it("prints the PDF in the page's language", async () => {
    await i18n.changeLanguage('ar');
    const calls = routeFetch({
      'GET /api/Audiences/role': LIST,
      'GET /api/Audiences/role/pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    });
    const created = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderPage(<HearingListPage />, { path: '/Hearings', initialEntry: '/Hearings?date=2026-12-01' });
    await screen.findAllByTestId('hearing-court');
    fireEvent.click(screen.getByTestId('print-hearing-list'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const pdf = calls.find((call) => call.path === '/api/Audiences/role/pdf')!;
    expect(pdf.query.get('lang')).toBe('ar');
    expect(pdf.query.get('date')).toBe('2026-12-01');
  });
});
