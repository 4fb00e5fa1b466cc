import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierPage } from '../../web/src/features/dossiers/routes/dossier-page';
import { toaster } from '../../web/src/lib/toaster';
import { dossierFeeds, onePage, OPTIONS, routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});

const CLIENT = {
  idClient: 'C1',
  idTypeClient: 'PP',
  idStatutClient: 'PLG',
  cin: 'AB1',
  nom: 'Tazi',
  prenom: 'Salma',
  email: 'salma@mail.ma',
  phone: '+212600000000',
  adresse: 'Rabat',
};
const ADVERSAIRE = { idClient: 'C2', idTypeClient: 'PM', idStatutClient: 'ACS', rc: 'RC2', raisonSociale: 'Atlas SA' };
const CREATION = {
  id: 'H1',
  idDossier: 'D1',
  idTypeAction: 'CREATION',
  labelActionDossier: 'Création',
  valeur: 'REF-001',
  dateAction: '2026-03-05T10:00:00.000Z',
  idUtilisateur: 'U1',
  auteur: 'Youssef Benali',
};
const dossier = (overrides: Record<string, unknown> = {}) => ({
  id: 'D1',
  idTypeDossier: 'CIV',
  typeDossier: 'Civil',
  idTribunal: 'CA-RABAT',
  tribunal: "Cour d'appel de Rabat",
  idUtilisateur: 'U1',
  avocat: 'Youssef Benali',
  idStatutDossier: 'ENC',
  statut: 'En cours',
  nom: 'Tazi contre Atlas',
  refCabinet: 'REF-001',
  refClient: null,
  refTribunal: null,
  dateOuverture: '2026-03-05',
  alerte: false,
  clients: [CLIENT],
  adversaires: [ADVERSAIRE],
  actions: [CREATION],
  actionsCursor: null,
  notes: [],
  notesCursor: null,
  ...overrides,
});

const render = () => renderPage(<DossierPage />, { path: '/Folder', initialEntry: '/Folder?id=D1' });

describe('DossierPage', () => {
  it('shows the identification, the parties as cards, the history, notes and expenses and the panels still to come', async () => {
    routeFetch({ ...OPTIONS, ...dossierFeeds({ 'GET /api/Dossier/D1/actions': onePage([CREATION]) }), 'GET /api/Dossier/D1': dossier() });
    render();
    expect(await screen.findByDisplayValue('REF-001')).toHaveAttribute('name', 'refCabinet');
    expect(document.querySelector('input[name="typeDossier"]')).toHaveAttribute('readonly');
    const clients = within(screen.getByTestId('client-cards'));
    expect(clients.getByText('Tazi Salma')).toBeInTheDocument();
    expect(clients.getByText('salma@mail.ma')).toBeInTheDocument();
    expect(clients.getByText('Rabat')).toBeInTheDocument();
    expect(within(screen.getByTestId('adversaire-cards')).getByText('Atlas SA')).toBeInTheDocument();
    expect(await within(screen.getByTestId('dossier-history')).findByText('Création')).toBeInTheDocument();
    expect(screen.getByTestId('dossier-messages')).toHaveAttribute('href', '/Folder/Messages?id=D1');
    expect(screen.getByTestId('close-dossier')).toHaveAttribute('href', '/Folders');
    expect(await within(screen.getByTestId('panel-notes')).findByText('Aucune note!')).toBeInTheDocument();
    expect(await within(screen.getByTestId('panel-expenses')).findByText('Aucune depense !')).toBeInTheDocument();
    for (const id of ['panel-deadlines', 'panel-documents'])
      expect(screen.getByTestId(id)).toHaveTextContent('Cette section arrive bientôt.');
  });

  it('saves the status with the identification and shows the new history entry', async () => {
    let current = dossier();
    const calls = routeFetch({
      ...OPTIONS,
      ...dossierFeeds({ 'GET /api/Dossier/D1/actions': () => jsonResponse(200, onePage(current.actions)) }),
      'GET /api/Dossier/D1': () => jsonResponse(200, current),
      'POST /api/Dossier/update': () => {
        const change = { field: 'idStatutDossier', before: 'ENC', after: 'SSP' };
        const entry = {
          ...CREATION,
          id: 'H2',
          idTypeAction: 'STATUT',
          labelActionDossier: 'Statut',
          valeur: 'idStatutDossier: ENC → SSP',
          changes: [change],
        };
        current = dossier({ idStatutDossier: 'SSP', statut: 'Suspendu', actions: [entry, CREATION] });
        return jsonResponse(200, current);
      },
    });
    render();
    await screen.findByDisplayValue('REF-001');
    await screen.findByRole('option', { name: 'Suspendu' });
    fireEvent.change(document.querySelector('select[name="idStatutDossier"]')!, { target: { value: 'SSP' } });
    fireEvent.click(screen.getByTestId('save-dossier'));

    expect(await within(screen.getByTestId('dossier-history')).findByText('Statut : En cours → Suspendu')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/Dossier/update')?.body).toMatchObject({
      id: 'D1',
      idTypeDossier: 'CIV',
      idTribunal: 'CA-RABAT',
      idStatutDossier: 'SSP',
      refCabinet: 'REF-001',
      dateOuverture: '2026-03-05',
    });
    await waitFor(() => expect(document.querySelector('select[name="idStatutDossier"]')).toHaveValue('SSP'));
  });

  it('removes a client with the spec messages', async () => {
    let fail = true;
    routeFetch({
      ...OPTIONS,
      ...dossierFeeds(),
      'GET /api/Dossier/D1': dossier(),
      'POST /api/Dossier/D1/remove-client/C1': () =>
        fail ? jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' }) : jsonResponse(200, { ok: true }),
    });
    render();
    const clients = within(await screen.findByTestId('client-cards'));
    fireEvent.click(clients.getByRole('button', { name: 'Retirer' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Failed to remove client.', description: 'Introuvable' }),
      ),
    );
    fail = false;
    fireEvent.click(clients.getByRole('button', { name: 'Retirer' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Client removed successfully!' })),
    );
  });

  it('adds an opposing party after confirming a conflict of interest', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      ...OPTIONS,
      ...dossierFeeds(),
      'GET /api/Dossier/D1': dossier(),
      'POST /api/Dossier/D1/add-adversaire': ({ body }) => {
        bodies.push(body);
        return (body as { confirmConflict: boolean }).confirmConflict
          ? jsonResponse(200, { idClient: 'C3', idTypeClient: 'PP' })
          : jsonResponse(409, {
              statusCode: 409,
              error: 'conflict',
              message: "Conflit d'intérêts",
              details: [{ field: 'adversaire', code: 'conflict_of_interest', message: 'Client dans le dossier REF-007' }],
            });
      },
    });
    render();
    await screen.findByTestId('adversaire-cards');
    for (const [name, value] of Object.entries({ 'adversaire.idTypeClient': 'PP', 'adversaire.idStatutClient': 'ACS' }))
      fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
    fireEvent.change(document.querySelector('[name="adversaire.nom"]')!, { target: { value: 'Alami' } });
    fireEvent.click(screen.getByTestId('add-adversaire'));

    const dialog = await screen.findByTestId('conflict-dialog');
    expect(within(dialog).getByText('Client dans le dossier REF-007')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('confirm-conflict'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' })));
    expect(bodies).toMatchObject([
      { nom: 'Alami', confirmConflict: false },
      { nom: 'Alami', confirmConflict: true },
    ]);
  });
});
