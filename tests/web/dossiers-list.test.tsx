import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DossiersPage } from '../../web/src/features/dossiers/routes/dossiers-page';
import { toaster } from '../../web/src/lib/toaster';
import { dossierRow, OPTIONS, routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const table = () => within(screen.getByTestId('dossiers-table'));

describe('DossiersPage', () => {
  it('lists the dossiers 10 a page and fetches the next page when the table reaches the last one', async () => {
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/user': ({ query }) =>
        query.get('cursor')
          ? jsonResponse(200, { items: [11, 12].map(dossierRow), cursor: null })
          : jsonResponse(200, { items: Array.from({ length: 10 }, (_, i) => dossierRow(i + 1)), cursor: 'NEXT' }),
    });
    renderPage(<DossiersPage />, { path: '/Folders' });

    expect(await table().findByText('REF-001')).toBeInTheDocument();
    expect(table().getAllByText('05/03/2026')).toHaveLength(10);
    expect(table().getAllByRole('link', { name: 'Consulter' })[0]).toHaveAttribute('href', '/Folder?id=D1');
    // The table shows the last loaded page: the next one is fetched with the cursor.
    await waitFor(() => expect(calls.some((call) => call.query.get('cursor') === 'NEXT')).toBe(true));
    expect(await screen.findByText('1 sur 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await table().findByText('REF-012')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/Dossier/user').every((call) => call.query.get('limit') === '10')).toBe(true);
    expect(screen.getByRole('link', { name: /Nouveau dossier/ })).toHaveAttribute('href', '/NewFolder');
  });

  it('searches by reference and client name', async () => {
    const calls = routeFetch({ ...OPTIONS, 'GET /api/Dossier/user': { items: [dossierRow(1)], cursor: null } });
    renderPage(<DossiersPage />, { path: '/Folders' });
    await table().findByText('REF-001');

    fireEvent.change(document.querySelector('input[name="refDossier"]')!, { target: { value: ' REF-001 ' } });
    fireEvent.change(document.querySelector('input[name="client"]')!, { target: { value: 'Tazi' } });
    fireEvent.click(screen.getByTestId('dossier-search-submit'));

    await waitFor(() =>
      expect(calls.some((call) => call.query.get('refDossier') === 'REF-001' && call.query.get('client') === 'Tazi')).toBe(true),
    );
  });

  it('keeps the filters in the address: the list and the form start from them, and a search writes them there', async () => {
    const calls = routeFetch({ ...OPTIONS, 'GET /api/Dossier/user': { items: [dossierRow(1)], cursor: null } });
    const { router } = renderPage(<DossiersPage />, { path: '/Folders', initialEntry: '/Folders?refDossier=145&statut=ENC&statut=XX' });
    await table().findByText('REF-001');
    const listed = calls.filter((call) => call.path === '/api/Dossier/user');
    expect(listed.map((call) => [call.query.get('refDossier'), call.query.get('statut'), call.query.get('client')])).toEqual([
      ['145', 'ENC', null],
    ]);
    expect(document.querySelector<HTMLInputElement>('input[name="refDossier"]')!.value).toBe('145');

    fireEvent.change(document.querySelector('input[name="refDossier"]')!, { target: { value: ' 2026/12 ' } });
    fireEvent.change(document.querySelector('input[name="client"]')!, { target: { value: 'Tazi' } });
    fireEvent.click(screen.getByTestId('dossier-search-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?refDossier=2026%2F12&client=Tazi&statut=ENC'));
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('refDossier') === '2026/12' && call.query.get('client') === 'Tazi')).toBe(true),
    );
    expect(document.querySelector<HTMLInputElement>('input[name="refDossier"]')!.value).toBe('2026/12');
  });

  it('exports the filtered list as XLSX: the filters of the address go to the API, the file is saved', async () => {
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/user': { items: [dossierRow(1)], cursor: null },
      'GET /api/Dossier/xlsx': () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': XLSX } }),
    });
    const saved = vi.fn((_blob: Blob) => 'blob:xlsx');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<DossiersPage />, { path: '/Folders', initialEntry: '/Folders?refDossier=145&statut=ENC' });
    await table().findByText('REF-001');
    fireEvent.click(screen.getByTestId('export-dossiers'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const exported = calls.find((call) => call.path === '/api/Dossier/xlsx')!;
    expect([exported.query.get('refDossier'), exported.query.get('statut'), exported.query.has('limit')]).toEqual(['145', 'ENC', false]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^dossiers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("opens a dossier from anywhere on its row, but its own links, and shows its name; its reference is the row's link", async () => {
    routeFetch({ ...OPTIONS, 'GET /api/Dossier/user': { items: [dossierRow(1), dossierRow(2)], cursor: null } });
    const { router } = renderPage(<DossiersPage />, { path: '/Folders', initialEntry: '/Folders?refDossier=REF' });
    expect(await table().findByText('Affaire 2')).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'REF-002' })).toHaveAttribute('href', '/Folder?id=D2');
    fireEvent.click(table().getByText('Client 2'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/Folder?id=D2'));
  });

  it('tells the person when the list cannot be loaded', async () => {
    routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/user': () => jsonResponse(500, { statusCode: 500, error: 'internal_error', message: 'Erreur interne du serveur' }),
    });
    renderPage(<DossiersPage />, { path: '/Folders' });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Erreur interne du serveur' })),
    );
  });
});
