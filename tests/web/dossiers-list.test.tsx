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
