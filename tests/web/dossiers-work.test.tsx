import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierExpenses } from '../../web/src/features/dossiers/components/dossier-expenses';
import { DossierHistory } from '../../web/src/features/dossiers/components/dossier-history';
import { DossierNotes } from '../../web/src/features/dossiers/components/dossier-notes';
import { BOM } from '../../web/src/lib/csv';
import { expensesCsv } from '../../web/src/features/dossiers/utils/expenses-csv';
import { i18n } from '../../web/src/lib/i18n';
import { toaster } from '../../web/src/lib/toaster';
import { NO_EXPENSES, onePage, OPTIONS, routeFetch, type Call } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

/** Intl writes French groups and the space before MAD as narrow no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dialogField = (testId: string, name: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] [name="${name}"]`)!;
const type = (testId: string, name: string, value: string) => fireEvent.change(dialogField(testId, name), { target: { value } });
const posts = (calls: Call[], path: string) => calls.filter((call) => call.method !== 'GET' && call.path === path);

const note = (n: number, over: Record<string, unknown> = {}) => ({
  id: `N${n}`,
  idDossier: 'D1',
  idTypeAction: 'ANT',
  labelActionDossier: 'Note',
  valeur: `Note ${n}`,
  dateAction: `2026-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  idUtilisateur: 'U1',
  auteur: 'Youssef Benali',
  dateModification: null,
  modifiable: true,
  ...over,
});

describe('notes panel', () => {
  it('adds a note through the dialog, refuses an empty one, and lists it with its author', async () => {
    let notes = [note(1, { modifiable: false, auteur: 'Salma Alaoui', idUtilisateur: 'U2' })];
    const recorded = vi.fn();
    const calls = routeFetch({
      'GET /api/Dossier/D1/notes': () => jsonResponse(200, onePage(notes)),
      'POST /api/Dossier/AddAction': ({ body }) => {
        const added = note(2, { valeur: (body as { valeur: string }).valeur });
        notes = [added, ...notes];
        return jsonResponse(201, added);
      },
    });
    renderPage(<DossierNotes dossierId="D1" onRecorded={recorded} />);
    const panel = within(await screen.findByTestId('panel-notes'));
    expect(await panel.findByText('Note 1')).toBeInTheDocument();
    expect(panel.getByText('Salma Alaoui')).toBeInTheDocument();
    // another person's note offers neither edit nor delete
    expect(panel.queryByRole('button', { name: 'Modifier' })).toBeNull();

    fireEvent.click(panel.getByTestId('add-note'));
    await screen.findByTestId('action-dialog');
    fireEvent.click(screen.getByTestId('action-submit'));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(posts(calls, '/api/Dossier/AddAction')).toHaveLength(0);

    type('action-dialog', 'valeur', '  Relancer le greffe  ');
    fireEvent.click(screen.getByTestId('action-submit'));
    expect(await panel.findByText('Relancer le greffe')).toBeInTheDocument();
    expect(posts(calls, '/api/Dossier/AddAction').map((c) => c.body)).toEqual([
      { idDossier: 'D1', idTypeAction: 'ANT', valeur: 'Relancer le greffe' },
    ]);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Note ajoutée avec succès !' }));
    expect(recorded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    expect(panel.getAllByRole('button', { name: 'Modifier' })).toHaveLength(1);
  });

  it("edits the author's own note, and shows the API's refusal after 24 hours on the text", async () => {
    routeFetch({
      'GET /api/Dossier/D1/notes': onePage([note(1)]),
      'PUT /api/Dossier/notes/N1': () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'conflict',
          message: 'Une note ne peut plus être modifiée ni supprimée 24 heures après sa création',
          details: [
            {
              field: 'valeur',
              code: 'note_locked',
              message: 'Une note ne peut plus être modifiée ni supprimée 24 heures après sa création',
            },
          ],
        }),
    });
    renderPage(<DossierNotes dossierId="D1" onRecorded={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    await screen.findByTestId('action-dialog');
    expect(dialogField('action-dialog', 'valeur')).toHaveValue('Note 1');
    type('action-dialog', 'valeur', 'Note 1 corrigée');
    fireEvent.click(screen.getByTestId('action-submit'));
    const dialog = within(screen.getByTestId('action-dialog'));
    expect(await dialog.findByText('Une note ne peut plus être modifiée ni supprimée 24 heures après sa création')).toBeInTheDocument();
    expect(dialogField('action-dialog', 'valeur')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes its author’s note once confirmed, and reads the notes again', async () => {
    let notes = [note(1), note(2, { modifiable: false })];
    const recorded = vi.fn();
    const calls = routeFetch({
      'GET /api/Dossier/D1/notes': () => jsonResponse(200, onePage(notes)),
      'DELETE /api/Dossier/notes/N1': () => {
        notes = notes.filter((n) => n.id !== 'N1');
        return jsonResponse(200, { ok: true });
      },
    });
    renderPage(<DossierNotes dossierId="D1" onRecorded={recorded} />);
    const panel = within(await screen.findByTestId('panel-notes'));
    fireEvent.click(await panel.findByRole('button', { name: 'Supprimer' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(panel.queryByText('Note 1')).toBeNull());
    expect(panel.getByText('Note 2')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/Dossier/notes/N1']);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Note supprimée.' }));
    expect(recorded).toHaveBeenCalledTimes(1);
  });
});

describe('history of actions', () => {
  it('records an action of a chosen type (not a note) and date, and reads the history again', async () => {
    let history = [{ ...note(1), id: 'H1', idTypeAction: 'CREATION', labelActionDossier: 'Création du dossier', valeur: 'REF-001' }];
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1/actions': () => jsonResponse(200, onePage(history)),
      'POST /api/Dossier/AddAction': ({ body }) => {
        const added = { ...note(2), id: 'H2', ...(body as object), labelActionDossier: 'Appel téléphonique' };
        history = [added, ...history];
        return jsonResponse(201, added);
      },
    });
    renderPage(<DossierHistory dossierId="D1" revision="H1:0" />);
    const panel = within(await screen.findByTestId('dossier-history'));
    expect(await panel.findByText('Création du dossier')).toBeInTheDocument();
    fireEvent.click(panel.getByTestId('add-action'));
    await screen.findByRole('option', { name: 'Appel téléphonique' });
    expect(screen.queryByRole('option', { name: 'Note' })).toBeNull();
    type('action-dialog', 'idTypeAction', 'APL');
    type('action-dialog', 'dateAction', '2026-03-04T09:30');
    type('action-dialog', 'valeur', 'Le client confirme sa venue');
    fireEvent.click(screen.getByTestId('action-submit'));
    expect(await panel.findByText('Le client confirme sa venue')).toBeInTheDocument();
    expect(posts(calls, '/api/Dossier/AddAction')[0]?.body).toEqual({
      idDossier: 'D1',
      idTypeAction: 'APL',
      dateAction: new Date('2026-03-04T09:30').toISOString(),
      valeur: 'Le client confirme sa venue',
    });
  });
});

const expense = (n: number, over: Record<string, unknown> = {}) => ({
  idDepense: `E${n}`,
  idDossier: 'D1',
  idTypeDepense: 'HON',
  typeDepenseLabel: 'Honoraires',
  dateDepense: `2026-03-${String(n).padStart(2, '0')}`,
  montant: 1000,
  libelle: `Dépense ${n}`,
  auteur: 'Youssef Benali',
  version: 1,
  modifiable: false,
  ...over,
});

describe('expenses panel', () => {
  it('adds an expense with an exact amount and shows the total and subtotals per type, in French', async () => {
    let page = NO_EXPENSES as object;
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1/depenses': () => jsonResponse(200, page),
      'POST /api/Dossier/AddDepense': ({ body }) => {
        page = {
          ...onePage([expense(5, { ...(body as object), typeDepenseLabel: 'Frais de déplacement' }), expense(1)]),
          total: 2250.5,
          nombre: 2,
          sousTotaux: [
            { idTypeDepense: 'FDP', typeDepenseLabel: 'Frais de déplacement', total: 1250.5, nombre: 1 },
            { idTypeDepense: 'HON', typeDepenseLabel: 'Honoraires', total: 1000, nombre: 1 },
          ],
        };
        return jsonResponse(201, expense(5));
      },
    });
    renderPage(<DossierExpenses dossierId="D1" refCabinet="REF-001" onRecorded={() => {}} />);
    const panel = within(await screen.findByTestId('panel-expenses'));
    expect(await panel.findByText('Aucune depense !')).toBeInTheDocument();
    expect(plain(panel.getByTestId('expenses-total').textContent)).toBe('Total : 0,00 MAD (0 dépense(s))');

    fireEvent.click(panel.getByTestId('add-expense'));
    await screen.findByRole('option', { name: 'Frais de déplacement' });
    type('expense-dialog', 'idTypeDepense', 'FDP');
    type('expense-dialog', 'dateDepense', '2026-03-05');
    type('expense-dialog', 'montant', '1250,505');
    fireEvent.click(screen.getByTestId('expense-submit'));
    expect(await screen.findByText('Deux décimales au plus (les centimes)')).toBeInTheDocument();
    expect(posts(calls, '/api/Dossier/AddDepense')).toHaveLength(0);

    type('expense-dialog', 'montant', '1250,50');
    type('expense-dialog', 'libelle', 'Aller-retour Rabat');
    fireEvent.click(screen.getByTestId('expense-submit'));
    await waitFor(() => expect(plain(panel.getByTestId('expenses-total').textContent)).toBe('Total : 2 250,50 MAD (2 dépense(s))'));
    expect(posts(calls, '/api/Dossier/AddDepense').map((c) => c.body)).toEqual([
      { idDossier: 'D1', idTypeDepense: 'FDP', dateDepense: '2026-03-05', montant: 1250.5, libelle: 'Aller-retour Rabat' },
    ]);
    expect(plain(panel.getByTestId('subtotal-FDP').textContent)).toBe('Frais de déplacement : 1 250,50 MAD');
    expect(plain(panel.getByTestId('subtotal-HON').textContent)).toBe('Honoraires : 1 000,00 MAD');
    expect(plain(panel.getByText('Aller-retour Rabat').closest('tr')?.textContent)).toContain('1 250,50 MAD');
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Dépense ajoutée avec succès !' }));
  });

  it('edits an expense its reader may change in a prefilled dialog, sends the version read, and reads the totals again', async () => {
    let page = { ...onePage([expense(2, { modifiable: true }), expense(1)]), total: 2000, nombre: 2, sousTotaux: [] };
    const recorded = vi.fn();
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1/depenses': () => jsonResponse(200, page),
      'PUT /api/Dossier/depenses/E2': ({ body }) => {
        const edited = expense(2, { ...(body as object), typeDepenseLabel: 'Frais de déplacement', version: 2, modifiable: true });
        page = { ...onePage([edited, expense(1)]), total: 2200.5, nombre: 2, sousTotaux: [] };
        return jsonResponse(200, edited);
      },
    });
    renderPage(<DossierExpenses dossierId="D1" refCabinet="REF-001" onRecorded={recorded} />);
    const panel = within(await screen.findByTestId('panel-expenses'));
    // only the reader's own expense offers an edit
    expect(await panel.findAllByRole('button', { name: 'Modifier' })).toHaveLength(1);
    fireEvent.click(panel.getByRole('button', { name: 'Modifier' }));
    await screen.findByRole('option', { name: 'Frais de déplacement' });
    expect(screen.getByText('Modifier la dépense')).toBeInTheDocument();
    expect(dialogField('expense-dialog', 'idTypeDepense')).toHaveValue('HON');
    expect(dialogField('expense-dialog', 'dateDepense')).toHaveValue('2026-03-02');
    expect(dialogField('expense-dialog', 'montant')).toHaveValue('1000,00');
    expect(dialogField('expense-dialog', 'libelle')).toHaveValue('Dépense 2');

    type('expense-dialog', 'montant', '-3');
    fireEvent.click(screen.getByTestId('expense-submit'));
    expect(await screen.findByText(/supérieur à 0/)).toBeInTheDocument();
    type('expense-dialog', 'idTypeDepense', 'FDP');
    type('expense-dialog', 'montant', '1200,5');
    type('expense-dialog', 'libelle', '');
    fireEvent.click(screen.getByTestId('expense-submit'));
    await waitFor(() => expect(plain(panel.getByTestId('expenses-total').textContent)).toBe('Total : 2 200,50 MAD (2 dépense(s))'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { idTypeDepense: 'FDP', dateDepense: '2026-03-02', montant: 1200.5, version: 1 },
    ]);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Dépense modifiée avec succès !' }));
    expect(recorded).toHaveBeenCalledTimes(1);
  });

  it("shows the API's 409 when the expense changed meanwhile, in the dialog", async () => {
    const changed = 'Cette dépense a été modifiée ou supprimée entre-temps. Rechargez la liste et réessayez.';
    routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1/depenses': { ...onePage([expense(1, { modifiable: true })]), total: 1000, nombre: 1, sousTotaux: [] },
      'PUT /api/Dossier/depenses/E1': () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'expense_changed',
          message: changed,
          details: [{ field: 'version', code: 'expense_changed', message: changed }],
        }),
    });
    renderPage(<DossierExpenses dossierId="D1" refCabinet="REF-001" onRecorded={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    await screen.findByTestId('expense-dialog');
    type('expense-dialog', 'montant', '999');
    fireEvent.click(screen.getByTestId('expense-submit'));
    expect(await within(screen.getByTestId('expense-dialog')).findByText(changed)).toBeInTheDocument();
  });

  it('deletes an expense only once confirmed, then reads the totals again', async () => {
    let page = { ...onePage([expense(2, { modifiable: true }), expense(1)]), total: 2000, nombre: 2, sousTotaux: [] };
    const recorded = vi.fn();
    const calls = routeFetch({
      ...OPTIONS,
      'GET /api/Dossier/D1/depenses': () => jsonResponse(200, page),
      'DELETE /api/Dossier/depenses/E2': () => {
        page = { ...onePage([expense(1)]), total: 1000, nombre: 1, sousTotaux: [] };
        return jsonResponse(200, { ok: true });
      },
    });
    renderPage(<DossierExpenses dossierId="D1" refCabinet="REF-001" onRecorded={recorded} />);
    const panel = within(await screen.findByTestId('panel-expenses'));
    fireEvent.click(await panel.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Supprimer la dépense')).toBeInTheDocument();
    // cancelling sends nothing
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByText('Supprimer la dépense')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(panel.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(plain(panel.getByTestId('expenses-total').textContent)).toBe('Total : 1 000,00 MAD (1 dépense(s))'));
    expect(panel.queryByText('Dépense 2')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/Dossier/depenses/E2']);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Dépense supprimée.' }));
    expect(recorded).toHaveBeenCalledTimes(1);
  });

  it("words an expense's history entries in the reader's language: the amount as money, the date, the type's label (the API's)", async () => {
    const entry = {
      ...note(1),
      id: 'H1',
      idTypeAction: 'DEPENSE_MODIFIEE',
      labelActionDossier: 'Dépense modifiée',
      valeur: 'centimes: 100000 → 120050',
      changes: [
        { field: 'dateDepense', before: '2026-03-02', after: '2026-03-09' },
        { field: 'idTypeDepense', before: 'HON', after: 'FDP', labels: { before: 'Honoraires', after: 'Frais de déplacement' } },
        { field: 'centimes', before: 100000, after: 120050 },
      ],
    };
    routeFetch({ ...OPTIONS, 'GET /api/Dossier/D1/actions': onePage([entry]) });
    renderPage(<DossierHistory dossierId="D1" revision="H1:0" />);
    const panel = within(await screen.findByTestId('dossier-history'));
    const row = (await panel.findByText('Dépense modifiée')).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Frais de déplacement'));
    expect(plain(row.textContent)).toContain(
      'Date de la dépense : 02/03/2026 → 09/03/2026 ; Type de dépense : Honoraires → Frais de déplacement ; Montant : 1 000,00 MAD → 1 200,50 MAD',
    );
  });

  it("exports every page as CSV with a BOM and the reader's headers (Arabic), amounts exact", async () => {
    await i18n.changeLanguage('ar');
    const pages = [
      { items: [expense(3, { libelle: 'ترجمة العقد; نسخة', montant: 0.3 })], cursor: 'next' },
      { items: [expense(2, { libelle: '=HYPERLINK("x")', montant: 1250.5 }), expense(1, { libelle: null })], cursor: null },
    ];
    routeFetch({
      'GET /api/Management/GetAllTypeDepenses/ar': [],
      'GET /api/Dossier/D1/depenses': ({ query }) =>
        jsonResponse(200, { ...pages[query.get('cursor') === 'next' ? 1 : 0], total: 2250.8, nombre: 3, sousTotaux: [] }),
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { unmount } = renderPage(<DossierExpenses dossierId="D1" refCabinet="2026/1201/145" onRecorded={() => {}} />);
    const panel = within(await screen.findByTestId('panel-expenses'));
    await waitFor(() => expect(panel.getByTestId('export-expenses')).toBeEnabled());
    fireEvent.click(panel.getByTestId('export-expenses'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('مصاريف-2026-1201-145.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n')).toEqual([
      `${BOM}التاريخ;نوع المصروف;البيان;المبلغ (درهم);الكاتب`,
      '2026-03-03;Honoraires;"ترجمة العقد; نسخة";0,30;Youssef Benali',
      `2026-03-02;Honoraires;"'=HYPERLINK(""x"")";1250,50;Youssef Benali`,
      '2026-03-01;Honoraires;;1000,00;Youssef Benali',
      'المجموع;;;2250,80;',
      '',
    ]);
    click.mockRestore();
    unmount();
  });

  it('writes English files with commas and decimal points', () => {
    const headers = { date: 'Date', type: 'Expense type', libelle: 'Label', montant: 'Amount (MAD)', auteur: 'Author', total: 'Total' };
    const csv = expensesCsv([expense(1, { montant: 1234567.89, libelle: 'Fees, March' })], 1234567.89, headers, 'en');
    expect(csv).toBe(
      `${BOM}Date,Expense type,Label,Amount (MAD),Author\r\n2026-03-01,Honoraires,"Fees, March",1234567.89,Youssef Benali\r\nTotal,,,1234567.89,\r\n`,
    );
  });
});
