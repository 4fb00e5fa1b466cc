import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierPage } from '../../web/src/features/dossiers/routes/dossier-page';
import { i18n } from '../../web/src/lib/i18n';
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
  idCourAppel: 'CA-RABAT',
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
  version: 3,
  clients: [CLIENT],
  adversaires: [ADVERSAIRE],
  actions: [CREATION],
  actionsCursor: null,
  notes: [],
  notesCursor: null,
  documents: [],
  ...overrides,
});

/** The cabinet deadlines tab reads the dossier's first page of deadlines. */
const NO_DEADLINES = { 'GET /api/Dossier/D1/echeances': { items: [], cursor: null } };

const render = () => renderPage(<DossierPage />, { path: '/Folder', initialEntry: '/Folder?id=D1' });

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no field named ${name}`);
  return element;
};

/** Picks an option of a searchable select by its label. */
const choose = async (name: string, label: string) => {
  const user = userEvent.setup({ delay: null });
  // the combobox loads after the form's first render
  await user.click(await waitFor(() => input(name)));
  await user.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(input(name)).toHaveValue(label));
};

type Dossier = ReturnType<typeof dossier>;
/**
 * Serves the dossier as it currently is and its saves like the API: a save of another version
 * than the current one answers 409 dossier_changed naming Salma Alaoui. Answers the saves sent.
 */
const answerSaves = (current: () => Dossier, saved: (next: Dossier) => void, language = 'fr') => {
  const saves: Record<string, unknown>[] = [];
  routeFetch({
    ...Object.fromEntries(Object.entries(OPTIONS).map(([route, options]) => [route.replace(/\/fr$/, `/${language}`), options])),
    'GET /api/Dossier/D1': () => jsonResponse(200, current()),
    'POST /api/Dossier/update': ({ body }) => {
      const save = body as Record<string, unknown>;
      saves.push(save);
      if (save.version !== current().version)
        return jsonResponse(409, {
          statusCode: 409,
          error: 'dossier_changed',
          message: 'Le dossier a été modifié entre-temps. Rechargez-le et réessayez.',
          details: [
            {
              field: 'version',
              code: 'dossier_changed',
              message: 'Salma Alaoui a modifié le dossier le 02/04/2026 à 14h05.',
              by: 'Salma Alaoui',
              at: '2026-04-02T13:05:00.000Z',
            },
          ],
        });
      const next = dossier({ ...save, version: current().version + 1 });
      saved(next);
      return jsonResponse(200, next);
    },
  });
  return saves;
};

describe('DossierPage', () => {
  it('shows the identification, the parties as cards, the history, deadlines, notes and expenses, and the documents panel', async () => {
    routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
      ...dossierFeeds({ 'GET /api/Dossier/D1/actions': onePage([CREATION]) }),
      'GET /api/Dossier/D1': dossier(),
    });
    render();
    expect(await screen.findByDisplayValue('REF-001')).toHaveAttribute('name', 'refCabinet');
    // The type is chosen like on /NewFolder; a firm ADMIN changes the lawyer too.
    await waitFor(() => expect(document.querySelector('input[name="idTypeDossier"]')).toHaveValue('Civil'));
    expect(document.querySelector('input[name="idTypeDossier"]')).not.toHaveAttribute('readonly');
    await waitFor(() => expect(document.querySelector('input[name="idUtilisateur"]')).toBeInTheDocument());
    const clients = within(screen.getByTestId('client-cards'));
    expect(clients.getByText('Tazi Salma')).toBeInTheDocument();
    expect(clients.getByText('salma@mail.ma')).toBeInTheDocument();
    expect(clients.getByText('Rabat')).toBeInTheDocument();
    expect(within(screen.getByTestId('adversaire-cards')).getByText('Atlas SA')).toBeInTheDocument();
    expect(await within(screen.getByTestId('dossier-history')).findByText('Création')).toBeInTheDocument();
    expect(screen.getByTestId('dossier-messages')).toHaveAttribute('href', '/Folder/Messages?id=D1');
    expect(screen.getByTestId('close-dossier')).toHaveAttribute('href', '/Folders');
    expect(await within(screen.getByTestId('cabinet-deadlines')).findByText('Aucune echeance!')).toBeInTheDocument();
    expect(await within(screen.getByTestId('panel-notes')).findByText('Aucune note!')).toBeInTheDocument();
    expect(await within(screen.getByTestId('panel-expenses')).findByText('Aucune depense !')).toBeInTheDocument();
    expect(await within(screen.getByTestId('panel-documents')).findByText('Aucun document!')).toBeInTheDocument();
  });

  it('saves the status with the identification and shows the new history entry', async () => {
    let current = dossier();
    const calls = routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
      ...dossierFeeds({ 'GET /api/Dossier/D1/actions': () => jsonResponse(200, onePage(current.actions)) }),
      'GET /api/Dossier/D1': () => jsonResponse(200, current),
      'POST /api/Dossier/update': () => {
        const change = { field: 'idStatutDossier', before: 'ENC', after: 'SSP', labels: { before: 'En cours', after: 'Suspendu' } };
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

    // Each value in its own <bdi>: the cell reads the field, the value before and the value after.
    const changed = await within(screen.getByTestId('dossier-history')).findByText('Suspendu');
    expect(changed.closest('td')).toHaveTextContent('Statut : En cours → Suspendu');
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

  it("words a document's correction in the reader's language: its name, then the levels as their badges read", async () => {
    const corrected = (id: string, changes: object[]) => ({
      ...CREATION,
      id,
      idTypeAction: 'DOCUMENT_MODIFIE',
      labelActionDossier: "Modification d'un document",
      valeur: 'Contrat signé.pdf',
      changes,
    });
    routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
      ...dossierFeeds({
        'GET /api/Dossier/D1/actions': onePage([
          corrected('H3', [{ field: 'IdConfidentialite', before: 'PB', after: 'PC' }]),
          corrected('H2', [{ field: 'nom', before: 'Contrat.pdf', after: 'Contrat signé.pdf' }]),
        ]),
      }),
      'GET /api/Dossier/D1': dossier(),
    });
    render();
    const history = within(await screen.findByTestId('dossier-history'));
    const level = await history.findByText('Privé client');
    expect(level.closest('td')).toHaveTextContent('« Contrat signé.pdf » : Confidentialité : Public → Privé client');
    expect(history.getByText('Contrat.pdf').closest('td')).toHaveTextContent('Nom : Contrat.pdf → Contrat signé.pdf');
  });

  it("words a deadline's correction and an undone Perform from their data, in the reader's language", async () => {
    const deadline = { idTypeEcheance: 'AUD', typeEcheance: 'Audience', date: '2026-12-20T09:30', idUtilisateur: 'U2' };
    const corrected = {
      ...CREATION,
      id: 'H3',
      idTypeAction: 'MODIFICATION_ECHEANCE',
      labelActionDossier: "Modification d'une échéance",
      valeur: 'Audience du 20/12/2026 09:30',
      echeance: { echeance: deadline, suivantes: [] },
      changes: [
        { field: 'idTypeEcheance', before: 'DOC', after: 'AUD', labels: { before: 'Envoi de documents', after: 'Audience' } },
        { field: 'dateEcheance', before: '2026-12-10', after: '2026-12-20T09:30:00+01:00' },
        { field: 'idUtilisateur', before: 'U1', after: 'U2' },
        { field: 'alerte', before: false, after: true },
      ],
    };
    const undone = {
      ...CREATION,
      id: 'H4',
      idTypeAction: 'ANNULATION_REALISATION',
      labelActionDossier: "Réalisation d'une échéance annulée",
      valeur: 'Audience du 20/12/2026 09:30',
      echeance: { echeance: deadline, suivantes: [] },
      changes: [{ field: 'dateRealisation', before: '2026-11-27T16:00:00.000Z', after: null }],
    };
    routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
      ...dossierFeeds({ 'GET /api/Dossier/D1/actions': onePage([undone, corrected, CREATION]) }),
      'GET /api/Dossier/D1': dossier(),
    });
    render();
    const history = within(await screen.findByTestId('dossier-history'));
    const correction = (await history.findByText('Salma Alaoui')).closest('td');
    expect(correction).toHaveTextContent(
      "Audience du 20/12/2026 09h30 ; Type d'échéance : Envoi de documents → Audience ; Date de l'échéance : 10/12/2026 → 20/12/2026 09h30 ; Avocat : Youssef Benali → Salma Alaoui ; Alerte : Non → Oui",
    );
    expect(history.getByText('27/11/2026 17h00').closest('td')).toHaveTextContent(
      'Audience du 20/12/2026 09h30 ; Date de réalisation : 27/11/2026 17h00 → —',
    );
  });

  it('changes the type, the court (a first-instance one) and the lawyer, and sends them with the version read', async () => {
    let current = dossier();
    const saves = answerSaves(
      () => current,
      (next) => (current = next),
    );
    render();
    // the selects show the dossier's values once their options are read
    await waitFor(() => expect(input('idUtilisateur')).toHaveValue('Youssef Benali'));
    await waitFor(() => expect(input('idTypeDossier')).toHaveValue('Civil'));
    await choose('idTypeDossier', 'Commercial');
    await userEvent.setup({ delay: null }).click(screen.getByText('Rechercher aussi un tribunal de première instance'));
    await choose('idPremiereInstance', 'Tribunal de première instance de Salé');
    await choose('idUtilisateur', 'Salma Alaoui');
    fireEvent.click(screen.getByTestId('save-dossier'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ idTypeDossier: 'COM', idTribunal: 'TPI-SALE', idUtilisateur: 'U2', version: 3 });
  });

  it('shows a first-instance court and its court of appeal by name before the lists of courts are read', async () => {
    const never = () => new Promise<Response>(() => undefined);
    routeFetch({
      ...OPTIONS,
      'GET /api/Management/GetAllTribunaux/fr': never,
      'GET /api/Management/CA-RABAT/GetAllFirstInstance/fr': never,
      'GET /api/Dossier/D1': dossier({
        idTribunal: 'TPI-SALE',
        tribunal: 'Tribunal de première instance de Salé',
        courAppel: "Cour d'appel de Rabat",
      }),
    });
    render();
    expect(await screen.findByDisplayValue('Tribunal de première instance de Salé')).toBeInTheDocument();
    expect(screen.getByDisplayValue("Cour d'appel de Rabat")).toBeInTheDocument();
  });

  it("shows a first-instance court under its court of appeal, and the lawyer read-only to who is neither ADMIN nor the dossier's lawyer", async () => {
    signIn({ roles: ['USER'] });
    // as the API reads it: the dossier's court and its label are the first-instance court's
    let current = dossier({
      idTribunal: 'TPI-SALE',
      tribunal: 'Tribunal de première instance de Salé',
      idUtilisateur: 'U2',
      avocat: 'Salma Alaoui',
    });
    const saves = answerSaves(
      () => current,
      (next) => (current = next),
    );
    render();
    await waitFor(() => expect(input('idPremiereInstance')).toHaveValue('Tribunal de première instance de Salé'));
    expect(input('idTribunal')).toHaveValue("Cour d'appel de Rabat");
    expect(input('withFirstInstance')).toBeChecked();
    expect(input('avocat')).toHaveAttribute('readonly');
    expect(input('avocat')).toHaveValue('Salma Alaoui');
    expect(document.querySelector('[name="idUtilisateur"]')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-dossier'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ idTribunal: 'TPI-SALE', idUtilisateur: 'U2', version: 3 });
  });

  it('sends the version it read; when someone else saved meanwhile, says who and when, and reloads their values', async () => {
    let current = dossier();
    const saves = answerSaves(
      () => current,
      (next) => (current = next),
    );
    render();
    const nom = await screen.findByDisplayValue('Tazi contre Atlas');
    // Salma saves first: the dossier is now at version 4, with her values
    current = dossier({ nom: 'Tazi contre Atlas (appel)', version: 4 });
    fireEvent.change(nom, { target: { value: 'Mon nom' } });
    fireEvent.click(screen.getByTestId('save-dossier'));

    const notice = await screen.findByTestId('dossier-changed');
    expect(notice).toHaveTextContent(
      "Salma Alaoui a modifié ce dossier le 02/04/2026 à 14h05. Rechargez-le pour voir ses valeurs avant d'enregistrer les vôtres.",
    );
    expect(saves[0]).toMatchObject({ nom: 'Mon nom', version: 3 });
    // what the person typed stays until they choose to reload
    expect(screen.getByDisplayValue('Mon nom')).toBeInTheDocument();

    fireEvent.click(within(notice).getByTestId('reload-dossier'));
    expect(await screen.findByDisplayValue('Tazi contre Atlas (appel)')).toHaveAttribute('name', 'nom');
    expect(screen.queryByTestId('dossier-changed')).not.toBeInTheDocument();
    fireEvent.change(screen.getByDisplayValue('Tazi contre Atlas (appel)'), { target: { value: 'Mon nom' } });
    fireEvent.click(screen.getByTestId('save-dossier'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' })));
    expect(saves[1]).toMatchObject({ nom: 'Mon nom', version: 4 });
    expect(screen.getByDisplayValue('Mon nom')).toBeInTheDocument();
  });

  it('takes a newer version the page reads while nothing was typed, and keeps what was typed otherwise', async () => {
    let current = dossier();
    const saves: unknown[] = [];
    const addAdversaire = () => {
      for (const [name, value] of Object.entries({ 'adversaire.idTypeClient': 'PP', 'adversaire.idStatutClient': 'ACS' }))
        fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
      fireEvent.change(document.querySelector('[name="adversaire.nom"]')!, { target: { value: 'Alami' } });
      fireEvent.click(screen.getByTestId('add-adversaire'));
    };
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1': () => jsonResponse(200, current),
      'POST /api/Dossier/update': ({ body }) => {
        saves.push(body);
        return jsonResponse(200, current);
      },
      'POST /api/Dossier/D1/add-adversaire': () => jsonResponse(200, { idClient: 'C3', idTypeClient: 'PP' }),
    });
    render();
    await screen.findByDisplayValue('Tazi contre Atlas');
    // someone else saved; adding a party reads the dossier again: nothing was typed, so the form follows
    current = dossier({ nom: 'Nom de Salma', version: 4 });
    addAdversaire();
    expect(await screen.findByDisplayValue('Nom de Salma')).toHaveAttribute('name', 'nom');
    // now something is typed: a newer read does not replace it
    fireEvent.change(screen.getByDisplayValue('Nom de Salma'), { target: { value: 'Mon nom' } });
    current = dossier({ nom: 'Encore Salma', version: 5 });
    addAdversaire();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/Dossier/D1' && c.method === 'GET')).toHaveLength(3));
    expect(screen.getByDisplayValue('Mon nom')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-dossier'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ nom: 'Mon nom', version: 4 });
  });

  it.each([
    [
      'ar',
      // ar-MA writes its dates with right-to-left marks between the parts
      'عدّل Salma Alaoui هذا الملف بتاريخ 02\u200f/04\u200f/2026 على الساعة 14:05. أعد تحميله لرؤية قيمه قبل حفظ تعديلاتك.',
      'إعادة التحميل',
    ],
    ['en', 'Salma Alaoui changed this case on 02/04/2026 at 14:05. Reload it to see their values before saving yours.', 'Reload'],
  ])('words who changed the dossier and when in the reader’s language (%s)', async (language, text, reload) => {
    await i18n.changeLanguage(language);
    let current = dossier();
    answerSaves(
      () => current,
      (next) => (current = next),
      language,
    );
    render();
    await screen.findByDisplayValue('Tazi contre Atlas');
    current = dossier({ version: 4 });
    fireEvent.click(screen.getByTestId('save-dossier'));
    const notice = await screen.findByTestId('dossier-changed');
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByTestId('reload-dossier')).toHaveTextContent(reload);
  });

  it('asks before Close leaves typed identification unsaved, and goes when the person discards it', async () => {
    routeFetch({ ...OPTIONS, ...NO_DEADLINES, ...dossierFeeds({}), 'GET /api/Dossier/D1': dossier() });
    render();
    fireEvent.change(await screen.findByDisplayValue('REF-001'), { target: { value: 'REF-001-B' } });
    fireEvent.click(screen.getByTestId('close-dossier'));
    const dialog = await screen.findByTestId('discard-dialog');
    expect(screen.getByDisplayValue('REF-001-B')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('discard-ok'));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Folders$/);
  });

  it('removes a client with the spec messages', async () => {
    let fail = true;
    routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
      ...dossierFeeds(),
      'GET /api/Dossier/D1': dossier(),
      'POST /api/Dossier/D1/remove-client/C1': () =>
        fail ? jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' }) : jsonResponse(200, { ok: true }),
    });
    render();
    const clients = within(await screen.findByTestId('client-cards'));
    fireEvent.click(clients.getByRole('button', { name: 'Retirer' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Impossible de retirer le client.', description: 'Introuvable' }),
      ),
    );
    fail = false;
    // The page takes the pointer and is read again once the confirmation has gone.
    fireEvent.click(await clients.findByRole('button', { name: 'Retirer' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Client retiré avec succès !' })),
    );
  });

  it('asks before removing a party: cancelling removes nothing', async () => {
    const calls = routeFetch({ ...OPTIONS, ...NO_DEADLINES, ...dossierFeeds(), 'GET /api/Dossier/D1': dossier() });
    render();
    const adversaires = within(await screen.findByTestId('adversaire-cards'));
    fireEvent.click(adversaires.getByRole('button', { name: 'Retirer' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Retirer cette partie adverse du dossier ? Sa fiche est conservée.');
    fireEvent.click(within(confirm).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.includes('remove-'))).toBe(false);
  });

  it("edits a party's details in a dialog checked by the shared rules, then reads the dossier again", async () => {
    const bodies: unknown[] = [];
    let current = dossier();
    const calls = routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
      ...dossierFeeds(),
      'GET /api/Dossier/D1': () => jsonResponse(200, current),
      'PUT /api/Client/C1': ({ body }) => {
        bodies.push(body);
        const saved = { ...CLIENT, ...(body as object) };
        current = dossier({ clients: [saved] });
        return jsonResponse(200, saved);
      },
    });
    render();
    const clients = within(await screen.findByTestId('client-cards'));
    fireEvent.click(clients.getByRole('button', { name: 'Modifier' }));
    const dialogElement = await screen.findByTestId('client-form-dialog');
    const dialog = within(dialogElement);
    const input = (name: string) => dialogElement.querySelector(`input[name="${name}"]`)!;
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.change(input('phone'), { target: { value: 'pas un numéro' } });
    fireEvent.change(input('nom'), { target: { value: '' } });
    fireEvent.click(dialog.getByTestId('client-form-submit'));
    expect(await dialog.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.change(input('phone'), { target: { value: '0611223344' } });
    fireEvent.change(input('nom'), { target: { value: 'Tazi-Alami' } });
    fireEvent.click(dialog.getByTestId('client-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('client-form-dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { cin: 'AB1', nom: 'Tazi-Alami', prenom: 'Salma', email: 'salma@mail.ma', phone: '0611223344', adresse: 'Rabat' },
    ]);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Partie modifiée avec succès !' }));
    expect(await clients.findByText(/Tazi-Alami/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/Dossier/D1').length).toBeGreaterThan(1);
  });

  it('adds an opposing party after confirming a conflict of interest', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      ...OPTIONS,
      ...NO_DEADLINES,
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
