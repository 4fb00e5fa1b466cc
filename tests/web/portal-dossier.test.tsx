import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientDossierView } from '../../web/src/features/portal/components/client-dossier-view';
import { NO_AGREEMENT, NO_INVOICES, routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const detail = (refClient: string | null) => ({
  id: 'D1',
  idTypeDossier: 'FAM',
  typeDossier: 'Famille',
  idTribunal: 'CA-RABAT',
  tribunal: "Cour d'appel de Rabat",
  idUtilisateur: 'U9',
  avocat: 'Youssef Benali',
  avocatEmail: 'y.benali@cabinet.ma',
  avocatPhone: '+212 5 22 48 61 30',
  idStatutDossier: 'ENC',
  statut: 'En cours',
  nom: null,
  refCabinet: '2026/1187/092',
  refClient,
  refTribunal: null,
  dateOuverture: '2026-10-02',
  alerte: false,
  version: 3,
  clients: [{ idClient: 'C1', idTypeClient: 'PP', idStatutClient: 'PLG', nom: 'El Idrissi', prenom: 'Fatima Zahra' }],
  adversaires: [],
  actions: [],
  actionsCursor: null,
  notes: [],
  notesCursor: null,
});

beforeEach(() => signIn({ roles: ['CLT'], name: 'Fatima Zahra El Idrissi' }));

const renderView = () =>
  renderPage(
    <ClientDossierView
      sections={(dossier) => ({
        appointments: <p>appointments of {dossier.refCabinet}</p>,
        courtDeadlines: <p>court deadlines</p>,
        documents: <p>documents</p>,
      })}
    />,
    { path: '/Client/Folder', initialEntry: '/Client/Folder?id=D1' },
  );

describe("the client's dossier screen", () => {
  it('shows the lawyer with email and phone, the clients, and the sections the other features bring', async () => {
    routeFetch({
      'GET /api/Dossier/D1': detail(null),
      'GET /api/Dossier/D1/convention-honoraires': NO_AGREEMENT,
      'GET /api/Dossier/D1/factures': NO_INVOICES,
    });
    renderView();
    expect(await screen.findByTestId('client-lawyer')).toHaveTextContent('y.benali@cabinet.ma');
    expect(screen.getByRole('link', { name: '+212 5 22 48 61 30' })).toHaveAttribute('href', 'tel:+212522486130');
    expect(screen.getByTestId('client-clients')).toHaveTextContent('Fatima Zahra El Idrissi');
    expect(screen.getByTestId('client-section-appointments')).toHaveTextContent('appointments of 2026/1187/092');
    expect(screen.getByTestId('client-section-documents')).toHaveTextContent('documents');
    expect(screen.getByTestId('client-dossier-messages')).toHaveAttribute('href', '/Client/Folder/Messages?id=D1');
  });

  it('saves the client reference with the save icon and closes back to the list (fixed defect 6)', async () => {
    let saved: string | null = null;
    const calls = routeFetch({
      'GET /api/Dossier/D1': () => jsonResponse(200, detail(saved)),
      'GET /api/Dossier/D1/convention-honoraires': NO_AGREEMENT,
      'GET /api/Dossier/D1/factures': NO_INVOICES,
      'POST /api/Dossier/D1/client-reference': ({ body }) => {
        saved = (body as { refClient: string }).refClient;
        return jsonResponse(200, { ok: true });
      },
    });
    renderView();
    const input = await screen.findByRole('textbox', { name: 'Ma référence' });
    fireEvent.change(input, { target: { value: 'MA-REF-7' } });
    fireEvent.click(screen.getByTestId('client-dossier-save'));
    await waitFor(() => expect(saved).toBe('MA-REF-7'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ refClient: 'MA-REF-7' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/Dossier/D1')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Ma référence' })).toHaveValue('MA-REF-7');
    fireEvent.click(screen.getByTestId('client-dossier-close'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Client/Folders');
  });
});
