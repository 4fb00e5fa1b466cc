import { beforeAll, describe, expect, it } from 'vitest';
import { api, type CallResult } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, registerFirm, type ErrorBody } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** Editing and deleting a dossier's expenses (issue 29): against the real local stack. */
type Expense = {
  idDepense: string;
  idTypeDepense: string;
  dateDepense: string;
  montant: number;
  libelle: string | null;
  version: number;
  modifiable: boolean;
};
type Expenses = {
  items: Expense[];
  total: number;
  nombre: number;
  sousTotaux: { idTypeDepense: string; total: number; nombre: number }[];
};
type Action = {
  idTypeAction: string;
  labelActionDossier: string;
  auteur: string;
  changes?: { field: string; before: unknown; after: unknown }[];
};
type Staff = { id: string; token: string };

const fr = { 'accept-language': 'fr' };
let firm: TestFirm;
let other: TestFirm;
let author: Staff;
let colleague: Staff;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  const admin = asFirm(firm);
  author = await newStaff(admin);
  colleague = await newStaff(admin);
});

const addExpense = async (token: string, body: Record<string, unknown>) => {
  const res = await api<Expense & ErrorBody>('dossiers.addExpense', { token, headers: fr, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  api<Expense & ErrorBody>('dossiers.updateExpense', { token, headers: fr, params: { id }, body });
const remove = (token: string, id: string) => api<ErrorBody>('dossiers.deleteExpense', { token, headers: fr, params: { id } });
const expenses = async (token: string, id: string) =>
  (await api<Expenses>('dossiers.expenses', { token, headers: fr, params: { id }, query: { limit: 50 } })).body;
const history = async (token: string, id: string) =>
  (await api<{ items: Action[] }>('dossiers.actions', { token, headers: fr, params: { id }, query: { limit: 50 } })).body.items;
const statusOf = async (call: Promise<CallResult<unknown>>) => (await call).status;

describe('expenses: edit and delete', () => {
  it('lets the author edit and an administrator delete; the totals and subtotals stay exact and the history keeps each change as data', async () => {
    const d = await createDossier(firm);
    const fees = await addExpense(author.token, {
      idDossier: d.id,
      idTypeDepense: 'HON',
      dateDepense: '2026-03-05',
      montant: '100,10',
      libelle: 'Provision',
    });
    const translation = await addExpense(author.token, { idDossier: d.id, idTypeDepense: 'FTR', dateDepense: '2026-03-06', montant: 50 });
    await addExpense(firm.token, { idDossier: d.id, idTypeDepense: 'HON', dateDepense: '2026-03-07', montant: '20.00' });
    expect((await expenses(colleague.token, d.id)).items.map((e) => e.modifiable)).toEqual([false, false, false]);
    expect((await expenses(author.token, d.id)).items.map((e) => e.modifiable)).toEqual([false, true, true]);

    // the author moves the fees to another type, date and amount
    const edited = await edit(author.token, fees.idDepense, {
      idTypeDepense: 'FTR',
      dateDepense: '2026-03-08',
      montant: '200,25',
      libelle: 'Traduction du jugement',
      version: fees.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ idTypeDepense: 'FTR', dateDepense: '2026-03-08', montant: 200.25, version: fees.version + 1 });

    // another lawyer of the firm may do neither
    const refused = await edit(colleague.token, fees.idDepense, {
      idTypeDepense: 'HON',
      dateDepense: '2026-03-08',
      montant: 1,
      version: edited.body.version,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Seul l'auteur d'une dépense ou un administrateur peut la modifier ou la supprimer");
    expect(await statusOf(remove(colleague.token, translation.idDepense))).toBe(403);

    // the administrator deletes the author's translation
    expect(await statusOf(remove(firm.token, translation.idDepense))).toBe(200);
    expect(await statusOf(remove(firm.token, translation.idDepense))).toBe(404);

    const after = await expenses(firm.token, d.id);
    expect(after.items.map((e) => [e.dateDepense, e.idTypeDepense, e.montant])).toEqual([
      ['2026-03-08', 'FTR', 200.25],
      ['2026-03-07', 'HON', 20],
    ]);
    expect(after).toMatchObject({ total: 220.25, nombre: 2 });
    expect(after.sousTotaux).toEqual([
      expect.objectContaining({ idTypeDepense: 'FTR', total: 200.25, nombre: 1 }),
      expect.objectContaining({ idTypeDepense: 'HON', total: 20, nombre: 1 }),
    ]);

    const [deleted, modified] = await history(firm.token, d.id);
    expect(deleted).toMatchObject({
      idTypeAction: 'DEPENSE_SUPPRIMEE',
      labelActionDossier: 'Dépense supprimée',
      changes: [
        { field: 'dateDepense', before: '2026-03-06', after: null },
        { field: 'idTypeDepense', before: 'FTR', after: null },
        { field: 'centimes', before: 5000, after: null },
        { field: 'libelle', before: null, after: null },
      ],
    });
    expect(modified).toMatchObject({
      idTypeAction: 'DEPENSE_MODIFIEE',
      labelActionDossier: 'Dépense modifiée',
      changes: [
        { field: 'dateDepense', before: '2026-03-05', after: '2026-03-08' },
        { field: 'idTypeDepense', before: 'HON', after: 'FTR' },
        { field: 'centimes', before: 10010, after: 20025 },
        { field: 'libelle', before: 'Provision', after: 'Traduction du jugement' },
      ],
    });
  });

  it('lets one of two concurrent edits of the same version win; the other answers 409 expense_changed and the totals hold the winner', async () => {
    const d = await createDossier(firm);
    const expense = await addExpense(author.token, { idDossier: d.id, idTypeDepense: 'HON', dateDepense: '2026-04-01', montant: 100 });
    const body = (montant: number, dateDepense: string) => ({ idTypeDepense: 'HON', dateDepense, montant, version: expense.version });
    const answers = await Promise.all([
      edit(author.token, expense.idDepense, body(300, '2026-04-02')),
      edit(firm.token, expense.idDepense, body(700, '2026-04-01')),
    ]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body).toMatchObject({ error: 'expense_changed' });
    expect(lost.body.details).toEqual([expect.objectContaining({ field: 'version', code: 'expense_changed' })]);
    const won = answers.find((a) => a.status === 200)!.body;
    const now = await expenses(firm.token, d.id);
    expect(now.items).toEqual([
      expect.objectContaining({ montant: won.montant, dateDepense: won.dateDepense, version: expense.version + 1 }),
    ]);
    expect(now).toMatchObject({ total: won.montant, nombre: 1 });

    // an edit from the old version after that is refused too, and a delete still works from the latest
    expect((await edit(author.token, expense.idDepense, body(5, '2026-04-01'))).status).toBe(409);
    expect(await statusOf(remove(author.token, expense.idDepense))).toBe(200);
    expect(await expenses(firm.token, d.id)).toMatchObject({ total: 0, nombre: 0, sousTotaux: [] });
  });

  it("refuses a client (403) and answers 404 for another firm's expense, changing nothing", async () => {
    const { dossier, token } = await clientWithAccount(firm);
    const expense = await addExpense(firm.token, { idDossier: dossier.id, idTypeDepense: 'HON', dateDepense: '2026-05-01', montant: 80 });
    const body = { idTypeDepense: 'HON', dateDepense: '2026-05-01', montant: 1, version: expense.version };
    expect(await statusOf(edit(token, expense.idDepense, body))).toBe(403);
    expect(await statusOf(remove(token, expense.idDepense))).toBe(403);
    expect(await statusOf(edit(other.token, expense.idDepense, body))).toBe(404);
    expect(await statusOf(remove(other.token, expense.idDepense))).toBe(404);
    expect(await expenses(firm.token, dossier.id)).toMatchObject({ total: 80, nombre: 1 });
  });

  it('refuses an unknown type on the field, and a bad amount, writing nothing', async () => {
    const d = await createDossier(firm);
    const expense = await addExpense(author.token, { idDossier: d.id, idTypeDepense: 'HON', dateDepense: '2026-06-01', montant: 10 });
    const unknown = await edit(author.token, expense.idDepense, {
      idTypeDepense: 'NOPE',
      dateDepense: '2026-06-01',
      montant: 10,
      version: expense.version,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toContainEqual(expect.objectContaining({ field: 'idTypeDepense', code: 'expense_type_invalid' }));
    const amount = await edit(author.token, expense.idDepense, {
      idTypeDepense: 'HON',
      dateDepense: '2026-06-01',
      montant: '1,001',
      version: expense.version,
    });
    expect(amount.status).toBe(400);
    expect(amount.body.details).toContainEqual(expect.objectContaining({ field: 'montant', code: 'amount_decimals' }));
    expect(await expenses(author.token, d.id)).toMatchObject({
      total: 10,
      nombre: 1,
      items: [expect.objectContaining({ version: expense.version })],
    });
  });
});
