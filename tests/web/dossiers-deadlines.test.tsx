import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CabinetDeadlines } from '../../web/src/features/dossiers/components/cabinet-deadlines';
import { i18n } from '../../web/src/lib/i18n';
import { toaster } from '../../web/src/lib/toaster';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});

const DOSSIER = { id: 'D1', idUtilisateur: 'U1', refCabinet: 'REF-001', actions: [], clients: [], adversaires: [] };
const deadline = (over: Record<string, unknown> = {}) => ({
  idEcheanceDossier: 'E1',
  idDossier: 'D1',
  idTypeEcheance: 'AUD',
  typeEcheanceLabel: 'Audience',
  dateEcheance: '2026-12-03T09:30:00+01:00',
  contenu: null,
  dateProchaineAudience: null,
  dateRealisation: null,
  alerte: true,
  idUtilisateur: 'U1',
  responsable: 'Youssef Benali',
  enRetard: false,
  idEcheanceParent: null,
  calcul: null,
  propositions: [],
  annulable: false,
  ...over,
});
const weekendMove = {
  depuis: '2026-11-22',
  delais: 6,
  dateCalculee: '2026-11-28',
  motifs: [
    { date: '2026-11-28', nature: 'weekend', libelle: 'samedi' },
    { date: '2026-11-29', nature: 'weekend', libelle: 'dimanche' },
  ],
  verifiee: true,
};
const OVERDUE = deadline({
  idEcheanceDossier: 'E2',
  idTypeEcheance: 'DOC',
  typeEcheanceLabel: 'Envoi de documents',
  dateEcheance: '2026-11-20',
  alerte: false,
  enRetard: true,
});
const DONE = deadline({ idEcheanceDossier: 'E3', dateEcheance: '2026-11-02', dateRealisation: '2026-11-02T16:00:00.000Z', alerte: false });
const OPTIONS = {
  'GET /api/Management/GetAllTypeEcheances/(fr|ar)': [
    { value: 'AUD', label: 'Audience' },
    { value: 'DOC', label: 'Envoi de documents' },
  ],
  'GET /api/Users/for-structure/S1': [
    { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true },
    { idUtilisateur: 'U2', nom: 'Alaoui', prenom: 'Salma', actif: true },
  ],
  'GET /api/Taches/modeles': [],
};

const render = () => renderPage(<CabinetDeadlines />, { path: '/Folder', initialEntry: '/Folder?id=D1' });
const table = () => within(screen.getByTestId('cabinet-deadlines'));
const rowOf = (text: string) => table().getByText(text).closest('tr') as HTMLElement;

describe('the cabinet deadlines tab', () => {
  it('lists open deadlines (overdue flagged) before realised ones, with Perform and delete only while open', async () => {
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [OVERDUE, deadline(), DONE], cursor: null },
    });
    render();
    expect(await table().findByText('Envoi de documents')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Dossier/D1/echeances')?.query.get('limit')).toBe('5');
    const rows = table().getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['20/11/2026', '03/12/2026', '02/11/2026']);
    expect(within(rows[0]!).getByText('En retard')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('09h30')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Alerte' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Réalisée')).toBeInTheDocument();
    for (const open of rows.slice(0, 2)) {
      expect(within(open).getByRole('button', { name: 'Réaliser' })).toBeInTheDocument();
      expect(within(open).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    }
    expect(within(rows[2]!).queryByRole('button', { name: 'Réaliser' })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Consulter' })).toBeInTheDocument();
  });

  it("adds a hearing with its time: the specification's message first, then the deadline for the chosen lawyer", async () => {
    let items: object[] = [];
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': () => jsonResponse(200, { items, cursor: null }),
      'POST /api/Dossier/AddEcheance': () => {
        items = [deadline()];
        return jsonResponse(201, deadline());
      },
    });
    render();
    expect(await table().findByText('Aucune echeance!')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-deadline'));
    const dialog = within(await screen.findByTestId('deadline-form-dialog'));
    fireEvent.click(dialog.getByTestId('deadline-form-submit'));
    expect(await dialog.findAllByText('Erreur: Merci de vérifier les données.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await dialog.findByRole('option', { name: 'Audience' });
    expect(dialog.queryByLabelText('Heure')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText("Salle d'audience")).not.toBeInTheDocument();
    fireEvent.change(document.querySelector('select[name="idtypeecheance"]')!, { target: { value: 'AUD' } });
    fireEvent.change(document.querySelector('input[name="dateecheance"]')!, { target: { value: '2026-12-03' } });
    fireEvent.change(await dialog.findByLabelText('Heure'), { target: { value: '09:30' } });
    fireEvent.change(await dialog.findByLabelText("Salle d'audience"), { target: { value: ' 3 ' } });
    await dialog.findByRole('option', { name: 'Salma Alaoui' });
    expect(document.querySelector('select[name="idUtilisateur"]')).toHaveValue('U1');
    fireEvent.change(document.querySelector('select[name="idUtilisateur"]')!, { target: { value: 'U2' } });
    fireEvent.change(document.querySelector('textarea[name="contenu"]')!, { target: { value: 'Plaidoirie' } });
    fireEvent.click(dialog.getByTestId('deadline-form-submit'));

    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Échéance ajoutée avec succès !' })),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      idDossier: 'D1',
      idtypeecheance: 'AUD',
      dateecheance: '2026-12-03T09:30',
      alerte: false,
      contenu: 'Plaidoirie',
      salle: '3',
      idUtilisateur: 'U2',
    });
    expect(await table().findByText('Audience')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('deadline-form-dialog')).not.toBeInTheDocument());
  });

  it("proposes the tasks of the new deadline's type; the lawyer drops one and creates the other", async () => {
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Taches/modeles': [
        {
          idTypeEcheance: 'AUD',
          taches: [
            { titre: 'Préparer le dossier', joursAvant: 2 },
            { titre: 'Confirmer avec le client', joursAvant: 1 },
          ],
        },
        { idTypeEcheance: 'DOC', taches: [{ titre: 'Relire', joursAvant: 0 }] },
      ],
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [], cursor: null },
      'GET /api/Dossier/D1/taches': { items: [], cursor: null },
      'POST /api/Dossier/AddEcheance': () => jsonResponse(201, deadline()),
      'POST /api/Dossier/echeances/E1/taches': () => jsonResponse(201, [{ id: 'K1' }]),
    });
    render();
    fireEvent.click(await screen.findByTestId('add-deadline'));
    const form = within(await screen.findByTestId('deadline-form-dialog'));
    await form.findByRole('option', { name: 'Audience' });
    fireEvent.change(document.querySelector('select[name="idtypeecheance"]')!, { target: { value: 'AUD' } });
    fireEvent.change(document.querySelector('input[name="dateecheance"]')!, { target: { value: '2026-12-03' } });
    fireEvent.click(form.getByTestId('deadline-form-submit'));

    const proposals = within(await screen.findByTestId('task-proposals-dialog'));
    const keep = (name: RegExp) => proposals.getByRole('checkbox', { name });
    expect(keep(/Préparer le dossier — jours ouvrés avant l'échéance : 2/)).toBeChecked();
    expect(keep(/Confirmer avec le client/)).toBeChecked();
    expect(proposals.queryByText(/Relire/)).toBeNull();
    await userEvent.click(keep(/Confirmer avec le client/));
    fireEvent.click(proposals.getByTestId('task-proposals-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/Dossier/echeances/E1/taches')?.body).toEqual({ titres: ['Préparer le dossier'] }),
    );
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Tâches créées : 1' })));
    await waitFor(() => expect(screen.queryByTestId('task-proposals-dialog')).not.toBeInTheDocument());
  });

  it('performs a hearing, shows the proposed next deadline and why its date moved, and creates it in one click', async () => {
    const proposal = { idTypeEcheance: 'DOC', typeEcheanceLabel: 'Envoi de documents', dateEcheance: '2026-11-30', calcul: weekendMove };
    const performed = { ...deadline({ dateRealisation: '2026-11-22T10:00:00.000Z', propositions: [proposal] }), enchainees: [] };
    const created = deadline({
      idEcheanceDossier: 'E9',
      idTypeEcheance: 'DOC',
      typeEcheanceLabel: 'Envoi de documents',
      dateEcheance: '2026-11-30',
      calcul: weekendMove,
    });
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [deadline()], cursor: null },
      'POST /api/Dossier/achieve-action': performed,
      'POST /api/Dossier/echeances/E1/chain': { ...performed, propositions: [], enchainees: [created] },
    });
    render();
    fireEvent.click(within(await waitFor(() => rowOf('Audience'))).getByRole('button', { name: 'Réaliser' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-ok'));

    const dialog = within(await screen.findByTestId('deadline-dialog'));
    expect(calls.find((c) => c.method === 'POST')?.query.get('id')).toBe('E1');
    expect(dialog.getByText('Échéance réalisée')).toBeInTheDocument();
    const proposals = within(dialog.getByTestId('deadline-proposals'));
    expect(proposals.getByRole('checkbox', { name: 'Envoi de documents — 30/11/2026' })).toBeChecked();
    expect(proposals.getByTestId('deadline-moved')).toHaveTextContent(
      "Le 28/11/2026 n'est pas un jour ouvré : reportée au jour ouvré suivant (samedi (28/11/2026), dimanche (29/11/2026)).",
    );
    fireEvent.click(proposals.getByTestId('keep-proposals'));

    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Échéances suivantes créées : 1' })),
    );
    expect(calls.find((c) => c.path === '/api/Dossier/echeances/E1/chain')?.body).toEqual({ idTypeEcheances: ['DOC'] });
    expect(within(await dialog.findByTestId('deadline-chained')).getByText('Envoi de documents — 30/11/2026')).toBeInTheDocument();
    expect(dialog.queryByTestId('deadline-proposals')).not.toBeInTheDocument();
  });

  it('drops an unticked proposal, and says when a date could not be checked (in Arabic, right to left)', async () => {
    await i18n.changeLanguage('ar');
    const unchecked = { ...weekendMove, dateCalculee: '2028-06-03', motifs: [], verifiee: false };
    const proposal = { idTypeEcheance: 'DOC', typeEcheanceLabel: 'إرسال الوثائق', dateEcheance: '2028-06-03', calcul: unchecked };
    const performed = { ...deadline({ dateRealisation: '2026-11-22T10:00:00.000Z', propositions: [proposal] }), enchainees: [] };
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [deadline()], cursor: null },
      'POST /api/Dossier/achieve-action': performed,
      'POST /api/Dossier/echeances/E1/chain': { ...performed, propositions: [], enchainees: [] },
    });
    render();
    fireEvent.click(within(await waitFor(() => rowOf('Audience'))).getByRole('button', { name: 'إنجاز' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-ok'));
    const dialog = within(await screen.findByTestId('deadline-dialog'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(dialog.getByTestId('deadline-unchecked')).toHaveTextContent(
      'العطل الرسمية لسنة 2028 غير معروفة بعد: تعذّر التحقق من هذا التاريخ.',
    );
    const box = dialog.getByRole('checkbox');
    await userEvent.setup({ delay: null }).click(box);
    expect(box).not.toBeChecked();
    // The native box flips at once; zag sends the change a microtask later and React renders the kept list the button sends after that.
    await waitFor(() => expect(box.closest('[data-part="root"]')).toHaveAttribute('data-state', 'unchecked'));
    fireEvent.click(dialog.getByTestId('keep-proposals'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'تم استبعاد المقترحات.' })));
    expect(calls.find((c) => c.path === '/api/Dossier/echeances/E1/chain')?.body).toEqual({ idTypeEcheances: [] });
  });

  it("reports a refused Perform in the reader's language, and deletes an open deadline after confirmation", async () => {
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [deadline()], cursor: null },
      'POST /api/Dossier/achieve-action': () =>
        jsonResponse(409, { statusCode: 409, error: 'already_performed', message: 'Cette échéance a déjà été réalisée' }),
      'DELETE /api/Dossier/echeances/E1': { ok: true },
    });
    render();
    const row = within(await waitFor(() => rowOf('Audience')));
    fireEvent.click(row.getByRole('button', { name: 'Réaliser' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: "Impossible de réaliser l'échéance.",
          description: 'Cette échéance a déjà été réalisée',
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    fireEvent.click(row.getByRole('button', { name: 'Supprimer' }));
    const confirm = within(await screen.findByTestId('confirm-dialog'));
    expect(confirm.getByText(/Supprimer l'échéance « Audience » du 03\/12\/2026 09h30/)).toBeInTheDocument();
    fireEvent.click(confirm.getByTestId('confirm-ok'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Échéance supprimée.' })));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/Dossier/echeances/E1']);
  });

  it('asks before performing: cancelling performs nothing, confirming performs', async () => {
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [deadline()], cursor: null },
      'POST /api/Dossier/achieve-action': { ...deadline({ dateRealisation: '2026-11-22T10:00:00.000Z', annulable: true }), enchainees: [] },
    });
    render();
    const row = within(await waitFor(() => rowOf('Audience')));
    fireEvent.click(row.getByRole('button', { name: 'Réaliser' }));
    const confirm = within(await screen.findByTestId('confirm-dialog'));
    expect(confirm.getByText(/Marquer l'échéance « Audience » du 03\/12\/2026 09h30 comme réalisée \?/)).toBeInTheDocument();
    expect(confirm.getByText(/Vous pourrez annuler la réalisation pendant 24 heures/)).toBeInTheDocument();
    fireEvent.click(confirm.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(row.getByRole('button', { name: 'Réaliser' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Échéance réalisée.' })));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.query.get('id'))).toEqual(['E1']);
  });

  it('corrects an open deadline in the form filled with its values; a realised one offers no edit', async () => {
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [deadline({ contenu: 'Plaidoirie' }), DONE], cursor: null },
      'PUT /api/Dossier/echeances/E1': deadline({ dateEcheance: '2026-12-05T11:00:00+01:00', idUtilisateur: 'U2' }),
    });
    render();
    const row = within(await waitFor(() => rowOf('03/12/2026')));
    const realised = within(table().getAllByRole('row')[2]!);
    expect(realised.getByText('Réalisée')).toBeInTheDocument();
    expect(realised.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Modifier' }));
    const dialog = within(await screen.findByTestId('deadline-form-dialog'));
    expect(dialog.getByText("Modifier l'échéance")).toBeInTheDocument();
    await dialog.findByRole('option', { name: 'Salma Alaoui' });
    expect(document.querySelector('select[name="idtypeecheance"]')).toHaveValue('AUD');
    expect(document.querySelector('input[name="dateecheance"]')).toHaveValue('2026-12-03');
    expect(dialog.getByLabelText('Heure')).toHaveValue('09:30');
    expect(document.querySelector('textarea[name="contenu"]')).toHaveValue('Plaidoirie');

    fireEvent.change(document.querySelector('input[name="dateecheance"]')!, { target: { value: '2026-12-05' } });
    fireEvent.change(dialog.getByLabelText('Heure'), { target: { value: '11:00' } });
    fireEvent.change(document.querySelector('select[name="idUtilisateur"]')!, { target: { value: 'U2' } });
    fireEvent.click(dialog.getByTestId('deadline-form-submit'));

    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Échéance modifiée.' })));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      idtypeecheance: 'AUD',
      dateecheance: '2026-12-05T11:00',
      alerte: true,
      contenu: 'Plaidoirie',
      idUtilisateur: 'U2',
    });
    await waitFor(() => expect(screen.queryByTestId('deadline-form-dialog')).not.toBeInTheDocument());
  });

  it('offers "Annuler" on a deadline its reader performed within 24 hours only, and undoes it once confirmed', async () => {
    const mine = deadline({
      idEcheanceDossier: 'E4',
      dateEcheance: '2026-11-03',
      dateRealisation: '2026-11-27T16:00:00.000Z',
      annulable: true,
    });
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/Dossier/D1/echeances': { items: [mine, DONE], cursor: null },
      'POST /api/Dossier/echeances/E4/undo': {
        ...mine,
        dateRealisation: null,
        annulable: false,
        enchaineesRetirees: 1,
        enchaineesConservees: 1,
      },
    });
    render();
    const row = within(await waitFor(() => rowOf('03/11/2026')));
    const [, first, second] = table().getAllByRole('row');
    expect(first).toBe(row.getByText('03/11/2026').closest('tr'));
    expect(within(second!).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Annuler' }));
    const confirm = within(await screen.findByTestId('confirm-dialog'));
    expect(confirm.getByText(/L'échéance « Audience » du 03\/11\/2026 redeviendra à venir/)).toBeInTheDocument();
    fireEvent.click(confirm.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'success',
          title: 'Réalisation annulée. Échéances suivantes supprimées : 1 ; conservées car modifiées ou réalisées depuis : 1.',
        }),
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/Dossier/echeances/E4/undo']);
  });
});
