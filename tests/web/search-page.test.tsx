import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchPage } from '../../web/src/features/search/routes/search-page';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(signIn);

const hit = (ref: string) => ({
  id: `D-${ref}`,
  refCabinet: ref,
  refClient: null,
  refTribunal: null,
  nom: null,
  idStatutDossier: 'ENC',
  statut: 'En cours',
});

describe('SearchPage', () => {
  it('searches the term from the top bar, then a new one typed on the page', async () => {
    const calls = routeFetch({
      'GET /api/Search': ({ query }) =>
        jsonResponse(200, {
          q: query.get('q'),
          dossiers: [hit(`REF-${query.get('q')}`)],
          clients: [{ idClient: 'C1', idTypeClient: 'PP', nom: 'Tazi', prenom: 'Salma', raisonSociale: null, cin: 'AB1', rc: null }],
          documents: [
            {
              idDocument: 'F1',
              nom: 'Contrat Tazi',
              extension: 'pdf',
              dateUpload: '2026-03-05T10:00:00Z',
              idDossier: 'D9',
              refCabinet: 'REF-9',
              IdConfidentialite: 'PA',
              extrait: null,
            },
            {
              idDocument: 'F2',
              nom: 'Jugement',
              extension: 'pdf',
              dateUpload: '2026-03-04T10:00:00Z',
              idDossier: 'D8',
              refCabinet: 'REF-8',
              IdConfidentialite: 'PB',
              extrait: '… حكمت المحكمة على Tazi بأداء …',
            },
          ],
        }),
    });
    renderPage(<SearchPage />, { path: '/Search', initialEntry: { pathname: '/Search', state: { query: 'tazi' } } });
    expect(await screen.findByRole('link', { name: 'REF-tazi' })).toHaveAttribute('href', '/Folder?id=D-REF-tazi');
    expect(screen.getByRole('link', { name: 'Tazi Salma' })).toHaveAttribute('href', '/Client?id=C1');
    expect(screen.getByRole('link', { name: 'Contrat Tazi.pdf' })).toHaveAttribute('href', '/DocumentViewer?id=F1');
    expect(screen.getByRole('link', { name: 'REF-9' })).toHaveAttribute('href', '/Folder?id=D9');
    expect(screen.getByRole('link', { name: 'Contrat Tazi.pdf' }).closest('tr')).toHaveTextContent('Privé avocat');
    expect(screen.getByTestId('search-term')).toHaveTextContent('Résultats pour « tazi »');
    // A document found by its text shows the passage that matched, isolated in its own direction.
    const passage = screen.getByText('… حكمت المحكمة على Tazi بأداء …');
    expect(passage.tagName).toBe('BDI');
    expect(passage.closest('tr')).toContainElement(screen.getByRole('link', { name: 'Jugement.pdf' }));
    expect(screen.getAllByRole('columnheader', { name: 'Extrait' }).length).toBeGreaterThan(0);

    fireEvent.change(document.querySelector('input[name="q"]')!, { target: { value: 'atlas' } });
    fireEvent.submit(screen.getByTestId('search-page-form'));
    expect(await screen.findByRole('link', { name: 'REF-atlas' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.query.get('q'))).toEqual(['tazi', 'atlas']));
  });
});
