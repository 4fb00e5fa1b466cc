import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewDossierPage } from '../../web/src/features/dossiers/routes/new-dossier-page';
import { toaster } from '../../web/src/lib/toaster';
import { OPTIONS, routeFetch, type Call } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

/** The form's option lists and the firm's staff (its lawyers are the choices of the dossier's lawyer). */
const FORM_ROUTES = {
  ...OPTIONS,
  'GET /api/Users/for-structure/S1': [
    { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true, idTypeUtilisateur: 'AVOCAT' },
    { idUtilisateur: 'U3', nom: 'Amrani', prenom: 'Khadija', actif: true, idTypeUtilisateur: 'ASSISTANT' },
  ],
};

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field named ${name}`);
  return element;
};
const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
};

/** Picks an option of a searchable select by its label. */
const choose = async (name: string, label: string) => {
  const user = userEvent.setup({ delay: null });
  // the combobox loads after the form's first render
  await user.click(await waitFor(() => input(name)));
  await user.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(input(name)).toHaveValue(label));
};

const render = () => renderPage(<NewDossierPage />, { path: '/NewFolder', routes: [] });

const DETAIL = { id: 'D9' };

describe('NewDossierPage', () => {
  it('marks and enforces the required fields before sending anything', async () => {
    const calls = routeFetch(FORM_ROUTES);
    render();
    for (const label of ['Référence cabinet', 'Type', "Date d'ouverture", 'Tribunal']) {
      expect(screen.getAllByText(label)[0]!.closest('label')).toHaveTextContent('*');
    }
    fireEvent.change(input('dateOuverture'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-dossier'));
    expect(await screen.findByText('Veuillez remplir les champs obligatoires.')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(4);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for the client type and status before adding a party, then lists it with a remove action', async () => {
    routeFetch(FORM_ROUTES);
    render();
    const block = within(screen.getByTestId('party-form-client'));
    fill({ 'client.email': 'salma@mail.ma' });
    fireEvent.click(screen.getByTestId('add-client'));
    expect(await block.findByText('Veuillez remplir les champs obligatoires ( Type Client, Statut Client).')).toBeInTheDocument();

    fill({ 'client.idTypeClient': 'PP', 'client.idStatutClient': 'PLG' });
    fill({ 'client.cin': 'AB123456', 'client.nom': 'Tazi', 'client.prenom': 'Salma', 'client.email': 'pas-un-email' });
    fireEvent.click(screen.getByTestId('add-client'));
    expect(await block.findByText('Adresse email invalide')).toBeInTheDocument();

    fill({ 'client.email': 'salma@mail.ma' });
    fireEvent.click(screen.getByTestId('add-client'));
    const list = within(screen.getByTestId('client-list'));
    expect(await list.findByText('Tazi Salma')).toBeInTheDocument();
    // The form empties once the party is in the list (after the add's promise settles).
    await waitFor(() => expect(input('client.email')).toHaveValue(''));
    expect(input('client.idTypeClient')).toHaveValue('');
    fireEvent.click(list.getByRole('button', { name: 'Supprimer' }));
    expect(await list.findByText('Aucune partie')).toBeInTheDocument();
  });

  it.each([
    [404, 'Client introuvable'],
    [400, 'Requête invalide'],
    [401, 'Accès non autorisé'],
  ])('reports a lookup answered %i as "%s"', async (status, text) => {
    routeFetch({
      ...FORM_ROUTES,
      'GET /api/Client/.+': () => jsonResponse(status, { statusCode: status, error: 'not_found', message: 'x' }),
      'POST /api/Account/refresh': () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'x' }),
    });
    render();
    fill({ 'client.identifier': 'ZZ999' });
    fireEvent.click(screen.getByTestId('lookup-client'));
    expect(await within(screen.getByTestId('party-form-client')).findByText(text)).toBeInTheDocument();
  });

  it('reports a lookup without answer as "No Server Response" (in French) and fills the form from a found client', async () => {
    let online = false;
    routeFetch({
      ...FORM_ROUTES,
      'GET /api/Client/.+': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, {
          idClient: 'C7',
          idTypeClient: 'PM',
          rc: 'RC77',
          raisonSociale: 'Atlas SA',
          representantLegal: 'K. Idrissi',
          email: 'contact@atlas.ma',
        });
      },
    });
    render();
    const block = within(screen.getByTestId('party-form-adversaire'));
    fill({ 'adversaire.identifier': 'RC77' });
    fireEvent.click(screen.getByTestId('lookup-adversaire'));
    expect(await block.findByText('Aucune réponse du serveur')).toBeInTheDocument();

    online = true;
    fireEvent.click(screen.getByTestId('lookup-adversaire'));
    await waitFor(() => expect(input('adversaire.raisonSociale')).toHaveValue('Atlas SA'));
    expect(input('adversaire.idTypeClient')).toHaveValue('PM');
    expect(input('adversaire.email')).toHaveValue('contact@atlas.ma');
  });

  it('shows a taken cabinet reference on its field, and confirms a conflict of interest before creating', async () => {
    const creates: Call[] = [];
    routeFetch({
      ...FORM_ROUTES,
      'POST /api/Dossier/createDossier': (call) => {
        creates.push(call);
        const body = call.body as { refCabinet: string; confirmConflict: boolean };
        if (body.refCabinet === 'TAKEN')
          return jsonResponse(409, {
            statusCode: 409,
            error: 'conflict',
            message: 'Cette référence cabinet est déjà utilisée par un autre dossier',
            details: [
              { field: 'refCabinet', code: 'ref_cabinet_taken', message: 'Cette référence cabinet est déjà utilisée par un autre dossier' },
            ],
          });
        if (!body.confirmConflict)
          return jsonResponse(409, {
            statusCode: 409,
            error: 'conflict',
            message: "Conflit d'intérêts",
            details: [{ field: 'Client.0', code: 'conflict_of_interest', message: 'Partie adverse dans le dossier REF-042' }],
          });
        return jsonResponse(201, DETAIL);
      },
    });
    render();
    await choose('idTypeDossier', 'Civil');
    await choose('idTribunal', "Cour d'appel de Rabat");
    await userEvent.setup({ delay: null }).click(screen.getByText('Rechercher aussi un tribunal de première instance'));
    await choose('idPremiereInstance', 'Tribunal de première instance de Salé');
    fill({ refCabinet: 'TAKEN', 'client.idTypeClient': 'PP', 'client.idStatutClient': 'ACS', 'client.nom': 'Tazi' });
    fireEvent.click(screen.getByTestId('add-client'));
    await within(screen.getByTestId('client-list')).findByText('Tazi');

    fireEvent.click(screen.getByTestId('save-dossier'));
    await waitFor(() =>
      expect(input('refCabinet')).toHaveAccessibleErrorMessage('Cette référence cabinet est déjà utilisée par un autre dossier'),
    );
    expect(screen.getByText(/^Impossible de créer le dossier\./)).toBeInTheDocument();

    fill({ refCabinet: 'REF-100' });
    fireEvent.click(screen.getByTestId('save-dossier'));
    const dialog = await screen.findByTestId('conflict-dialog');
    expect(within(dialog).getByText('Partie adverse dans le dossier REF-042')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('confirm-conflict'));

    expect(await screen.findByTestId('location')).toHaveTextContent('/Folder?id=D9');
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Dossier créé avec succès !' }));
    expect(creates.at(-1)?.body).toMatchObject({
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-SALE',
      // A lawyer creating a dossier is its lawyer unless they choose another.
      idUtilisateur: 'U1',
      refCabinet: 'REF-100',
      confirmConflict: true,
      Client: [{ idTypeClient: 'PP', idStatutClient: 'ACS', nom: 'Tazi' }],
      adversaire: [],
    });
  });

  it('saves a party typed but not added to the list with the dossier, and stops at one left incomplete', async () => {
    const creates: Call[] = [];
    routeFetch({
      ...FORM_ROUTES,
      'POST /api/Dossier/createDossier': (call) => {
        creates.push(call);
        return jsonResponse(201, DETAIL);
      },
    });
    render();
    await choose('idTypeDossier', 'Civil');
    await choose('idTribunal', "Cour d'appel de Rabat");
    fill({ refCabinet: 'REF-200', 'client.idTypeClient': 'PP', 'client.idStatutClient': 'PLG', 'client.nom': 'Tazi' });
    // The opposing party's form holds an email but no type: the save stops and says so.
    fill({ 'adversaire.email': 'idrissi@mail.ma' });
    fireEvent.click(screen.getByTestId('save-dossier'));
    expect(
      await screen.findByText("Une partie saisie n'a pas été ajoutée à la liste : complétez-la puis enregistrez, ou videz son formulaire."),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('party-form-adversaire')).getByText(
        'Veuillez remplir les champs obligatoires ( Type Client, Statut Client).',
      ),
    ).toBeInTheDocument();
    expect(creates).toHaveLength(0);
    // The complete client joined its list, not lost.
    expect(within(screen.getByTestId('client-list')).getByText('Tazi')).toBeInTheDocument();

    fill({ 'adversaire.idTypeClient': 'PP', 'adversaire.idStatutClient': 'ACS' });
    fill({ 'adversaire.nom': 'Idrissi' });
    fireEvent.click(screen.getByTestId('save-dossier'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Folder?id=D9');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({
      refCabinet: 'REF-200',
      Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', nom: 'Tazi' }],
      adversaire: [{ idTypeClient: 'PP', idStatutClient: 'ACS', nom: 'Idrissi', email: 'idrissi@mail.ma' }],
    });
  });

  it('asks before Cancel drops what was typed, and the browser asks before the page goes', async () => {
    routeFetch(FORM_ROUTES);
    render();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);

    fill({ nom: 'Succession Alaoui' });
    const leavingNow = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingNow);
    expect(leavingNow.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByTestId('cancel-dossier'));
    const dialog = await screen.findByTestId('discard-dialog');
    expect(within(dialog).getByText('Abandonner les modifications ?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('discard-cancel'));
    await waitFor(() => expect(screen.queryByTestId('discard-dialog')).not.toBeInTheDocument());
    expect(input('nom')).toHaveValue('Succession Alaoui');
  });

  it('sends a party added just before the save once, not again from its emptied form', async () => {
    const creates: Call[] = [];
    routeFetch({
      ...FORM_ROUTES,
      'POST /api/Dossier/createDossier': (call) => {
        creates.push(call);
        return jsonResponse(201, DETAIL);
      },
    });
    render();
    await choose('idTypeDossier', 'Civil');
    await choose('idTribunal', "Cour d'appel de Rabat");
    fill({ refCabinet: 'REF-300', 'client.idTypeClient': 'PP', 'client.idStatutClient': 'PLG', 'client.nom': 'Tazi' });
    // Add, then save at once: nothing waits in between.
    fireEvent.click(screen.getByTestId('add-client'));
    fireEvent.click(screen.getByTestId('save-dossier'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Folder?id=D9');
    expect(creates).toHaveLength(1);
    expect((creates[0]?.body as { Client: unknown[] }).Client).toEqual([{ idTypeClient: 'PP', idStatutClient: 'PLG', nom: 'Tazi' }]);
  });
});
