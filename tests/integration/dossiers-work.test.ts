import { beforeAll, describe, expect, it } from 'vitest';
import { api, type CallResult } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { getItem, updateItem } from '../support/table';
import { clientWithAccount, createDossier, getDossier, registerFirm, type Detail, type ErrorBody } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** Actions, notes and expenses of a dossier (issue 9): against the real local stack. */
type Action = { id: string; idTypeAction: string; labelActionDossier: string; valeur: string; dateAction: string; auteur: string };
type Note = Action & { idUtilisateur: string; modifiable: boolean; dateModification: string | null };
type Page<T> = { items: T[]; cursor: string | null };
type Expense = { idDepense: string; idTypeDepense: string; typeDepenseLabel: string; montant: number; libelle: string | null };
type Expenses = Page<Expense> & {
  total: number;
  nombre: number;
  sousTotaux: { idTypeDepense: string; typeDepenseLabel: string; total: number; nombre: number }[];
};
type WorkDetail = Omit<Detail, 'actions'> & { actions: Action[]; notes: Note[]; actionsCursor: string | null; notesCursor: string | null };

let firm: TestFirm;
let other: TestFirm;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
});

const fr = { 'accept-language': 'fr' };
const addAction = (token: string, body: Record<string, unknown>) =>
  api<Note & ErrorBody>('dossiers.addAction', { token, headers: fr, body });
const addNote = (token: string, idDossier: string, valeur = 'Appeler le greffe lundi') =>
  addAction(token, { idDossier, idTypeAction: 'ANT', valeur });
const actions = (token: string, id: string, query: Record<string, string | number | undefined> = {}) =>
  api<Page<Action>>('dossiers.actions', { token, headers: fr, params: { id }, query });
const notes = (token: string, id: string, query: Record<string, string | number | undefined> = {}) =>
  api<Page<Note>>('dossiers.notes', { token, headers: fr, params: { id }, query });
const addExpense = (token: string, body: Record<string, unknown>) =>
  api<Expense & ErrorBody>('dossiers.addExpense', {
    token,
    headers: fr,
    body: { idTypeDepense: 'HON', dateDepense: '2026-03-05', ...body },
  });
const expenses = (token: string, id: string, query: Record<string, string | number | undefined> = {}) =>
  api<Expenses>('dossiers.expenses', { token, headers: fr, params: { id }, query });
const lastAction = async (token: string, refCabinet: string) => {
  const list = await api<Page<{ derniereAction: string | null; dateDerniereAction: string | null }>>('dossiers.search', {
    token,
    headers: fr,
    query: { refDossier: refCabinet },
  });
  return list.body.items[0];
};
const dossierRecord = (structureId: string, id: string) => getItem({ pk: `T#${structureId}#D#${id}`, sk: 'META' });
const expectField = (res: CallResult<ErrorBody>, status: number, field: string, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.details).toContainEqual(expect.objectContaining({ field, code }));
};

describe('actions: the history of actions', () => {
  it('records a manual action with its author and date, labelled, newest first, and makes it the last action', async () => {
    const d = await createDossier(firm);
    const res = await addAction(firm.token, {
      idDossier: d.id,
      idTypeAction: 'APL',
      valeur: 'Appel du client : accord sur la date',
      // the old client's payload also carries these: not read
      id: 'ignored',
      idUtilisateur: other.userId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ idTypeAction: 'APL', labelActionDossier: 'Appel téléphonique', auteur: 'Salma Alaoui' });
    const page = await actions(firm.token, d.id);
    expect(page.body.items.map((a) => a.idTypeAction)).toEqual(['APL', 'CREATION']);
    expect(page.body.items[0]).toMatchObject({ idUtilisateur: firm.userId, auteur: 'Salma Alaoui', dateAction: res.body.dateAction });
    expect(await lastAction(firm.token, d.refCabinet)).toMatchObject({
      derniereAction: 'Appel téléphonique',
      dateDerniereAction: res.body.dateAction,
    });
  });

  it('places an action dated in the past by its date, and the last action stays the newest one', async () => {
    const d = await createDossier(firm);
    const meeting = await addAction(firm.token, { idDossier: d.id, idTypeAction: 'REU', valeur: 'Réunion au cabinet' });
    const filed = await addAction(firm.token, {
      idDossier: d.id,
      idTypeAction: 'DEP',
      valeur: 'Requête déposée',
      dateAction: '2026-01-15',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.dateAction).toBe('2026-01-15T12:00:00.000Z');
    const stamped = await addAction(firm.token, {
      idDossier: d.id,
      idTypeAction: 'COR',
      valeur: 'Lettre reçue',
      dateAction: '2026-02-01T09:30:00+01:00',
    });
    expect(stamped.body.dateAction).toBe('2026-02-01T08:30:00.000Z');
    const page = await actions(firm.token, d.id);
    expect(page.body.items.map((a) => a.idTypeAction)).toEqual(['REU', 'CREATION', 'COR', 'DEP']);
    expect(await lastAction(firm.token, d.refCabinet)).toMatchObject({
      derniereAction: 'Réunion',
      dateDerniereAction: meeting.body.dateAction,
    });
    // a newer action takes over
    const hearing = await addAction(firm.token, { idDossier: d.id, idTypeAction: 'AUD', valeur: 'Audience : renvoi' });
    expect((await lastAction(firm.token, d.refCabinet))?.dateDerniereAction).toBe(hearing.body.dateAction);
  });

  it('refuses a future date, an unknown type and an empty text, on their fields, writing nothing', async () => {
    const d = await createDossier(firm);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expectField(
      await addAction(firm.token, { idDossier: d.id, idTypeAction: 'APL', valeur: 'x', dateAction: future }),
      400,
      'dateAction',
      'action_date_future',
    );
    expectField(
      await addAction(firm.token, { idDossier: d.id, idTypeAction: 'CREATION', valeur: 'x' }),
      400,
      'idTypeAction',
      'invalid_value',
    );
    expectField(await addAction(firm.token, { idDossier: d.id, idTypeAction: 'APL', valeur: '  ' }), 400, 'valeur', 'required');
    expectField(
      await addAction(firm.token, { idDossier: d.id, idTypeAction: 'APL', valeur: 'x', dateAction: '2026-02-30' }),
      400,
      'dateAction',
      'date_invalid',
    );
    expect((await actions(firm.token, d.id)).body.items.map((a) => a.idTypeAction)).toEqual(['CREATION']);
  });

  it('pages the history 10 at a time; the detail carries the first page and its cursor', async () => {
    const d = await createDossier(firm);
    for (let i = 1; i <= 11; i++) {
      expect((await addAction(firm.token, { idDossier: d.id, idTypeAction: 'COR', valeur: `Lettre ${i}` })).status).toBe(201);
    }
    const first = await actions(firm.token, d.id);
    expect(first.body.items.map((a) => a.valeur)).toEqual(Array.from({ length: 10 }, (_, i) => `Lettre ${11 - i}`));
    const detail = (await getDossier(firm.token, d.id)).body as WorkDetail;
    expect(detail.actions.map((a) => a.valeur)).toEqual(first.body.items.map((a) => a.valeur));
    expect(detail.actionsCursor).toBe(first.body.cursor);
    const second = await actions(firm.token, d.id, { cursor: first.body.cursor ?? undefined });
    expect(second.body.items.map((a) => a.valeur)).toEqual(['Lettre 1', d.refCabinet]);
    expect(second.body.cursor).toBeNull();
    const forged = Buffer.from(JSON.stringify({ after: 'ACTION#../META' })).toString('base64url');
    expectField((await actions(firm.token, d.id, { cursor: forged })) as unknown as CallResult<ErrorBody>, 400, 'cursor', 'invalid_value');
  });

  it('serves the action types as options in each language, the note first', async () => {
    const res = await api<{ value: string; label: string }[]>('management.actionTypeOptions', {
      token: firm.token,
      params: { language: 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.value)).toEqual(['ANT', 'APL', 'REU', 'COR', 'DEP', 'AUD', 'AUT']);
    expect(res.body[0]?.label).toBe('ملاحظة');
  });
});

describe('notes', () => {
  it('keeps a note (ANT) in the notes and in the history, and lets its author edit then delete it, recorded in the history', async () => {
    const d = await createDossier(firm);
    const added = await addNote(firm.token, d.id, 'Pièces à demander au client');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ idTypeAction: 'ANT', labelActionDossier: 'Note', modifiable: true, dateModification: null });
    const detail = (await getDossier(firm.token, d.id)).body as WorkDetail;
    expect(detail.notes.map((n) => n.valeur)).toEqual(['Pièces à demander au client']);
    expect(detail.notesCursor).toBeNull();
    expect(detail.actions[0]).toMatchObject({ idTypeAction: 'ANT', valeur: 'Pièces à demander au client' });
    expect((await lastAction(firm.token, d.refCabinet))?.derniereAction).toBe('Note');

    const edited = await api<Note>('dossiers.updateNote', {
      token: firm.token,
      headers: fr,
      params: { id: added.body.id },
      body: { valeur: 'Pièces demandées au client' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ valeur: 'Pièces demandées au client', modifiable: true });
    expect(edited.body.dateModification).not.toBeNull();
    expect((await notes(firm.token, d.id)).body.items.map((n) => n.valeur)).toEqual(['Pièces demandées au client']);
    const [change] = (await actions(firm.token, d.id)).body.items as (Action & { changes: unknown[] })[];
    expect(change).toMatchObject({
      idTypeAction: 'NOTE_MODIFIEE',
      labelActionDossier: 'Note modifiée',
      changes: [{ field: 'valeur', before: 'Pièces à demander au client', after: 'Pièces demandées au client' }],
    });

    const deleted = await api('dossiers.deleteNote', { token: firm.token, params: { id: added.body.id } });
    expect(deleted.status).toBe(200);
    expect((await notes(firm.token, d.id)).body.items).toEqual([]);
    expect((await actions(firm.token, d.id)).body.items[0]).toMatchObject({
      idTypeAction: 'NOTE_SUPPRIMEE',
      valeur: 'Pièces demandées au client',
    });
    expect((await api('dossiers.deleteNote', { token: firm.token, params: { id: added.body.id } })).status).toBe(404);
  });

  it('refuses another author (403) and, after 24 hours, the author too (409 on the text)', async () => {
    const d = await createDossier(firm);
    const colleague = await newStaff(asFirm(firm));
    const note = (await addNote(firm.token, d.id)).body;
    const seen = await notes(colleague.token, d.id);
    expect(seen.body.items).toEqual([expect.objectContaining({ id: note.id, modifiable: false })]);
    const foreign = await api<ErrorBody>('dossiers.updateNote', {
      token: colleague.token,
      headers: fr,
      params: { id: note.id },
      body: { valeur: 'Réécrite par un autre' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Seul l'auteur d'une note peut la modifier ou la supprimer");
    expect((await api('dossiers.deleteNote', { token: colleague.token, params: { id: note.id } })).status).toBe(403);

    // written 25 hours ago
    await updateItem(
      { pk: `T#${firm.structureId}#D#${d.id}`, sk: `NOTE#${note.id}` },
      { createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() },
    );
    expect((await notes(firm.token, d.id)).body.items[0]?.modifiable).toBe(false);
    const late = await api<ErrorBody>('dossiers.updateNote', {
      token: firm.token,
      headers: fr,
      params: { id: note.id },
      body: { valeur: 'Trop tard' },
    });
    expectField(late, 409, 'valeur', 'note_locked');
    expect(late.body.message).toBe('Une note ne peut plus être modifiée ni supprimée 24 heures après sa création');
    expectField(
      await api<ErrorBody>('dossiers.deleteNote', { token: firm.token, headers: fr, params: { id: note.id } }),
      409,
      'valeur',
      'note_locked',
    );
    expect((await notes(firm.token, d.id)).body.items.map((n) => n.valeur)).toEqual(['Appeler le greffe lundi']);
  });

  it('pages the notes 10 at a time, newest first', async () => {
    const d = await createDossier(firm);
    for (let i = 1; i <= 12; i++) expect((await addNote(firm.token, d.id, `Note ${i}`)).status).toBe(201);
    const first = await notes(firm.token, d.id);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]?.valeur).toBe('Note 12');
    const second = await notes(firm.token, d.id, { cursor: first.body.cursor ?? undefined });
    expect(second.body.items.map((n) => n.valeur)).toEqual(['Note 2', 'Note 1']);
    expect(second.body.cursor).toBeNull();
  });
});

describe('expenses', () => {
  it('sums exactly to the centime: 0.10 + 0.20 = 0.30, and per type', async () => {
    const d = await createDossier(firm);
    expect((await addExpense(firm.token, { idDossier: d.id, montant: 0.1 })).status).toBe(201);
    expect((await addExpense(firm.token, { idDossier: d.id, montant: '0,20', idTypeDepense: 'FDP' })).status).toBe(201);
    const res = await expenses(firm.token, d.id);
    expect(res.body.total).toBe(0.3);
    expect(res.body.nombre).toBe(2);
    expect(res.body.sousTotaux).toEqual([
      { idTypeDepense: 'FDP', typeDepenseLabel: 'Frais de déplacement', total: 0.2, nombre: 1 },
      { idTypeDepense: 'HON', typeDepenseLabel: 'Honoraires', total: 0.1, nombre: 1 },
    ]);
  });

  it('keeps the total of many amounts exact, pages them 10 at a time by date, and counts each use of the type', async () => {
    const d = await createDossier(firm);
    const usage = async () => Number((await getItem({ pk: `T#${firm.structureId}`, sk: 'REFTYPE#expenseType#FTR' }))?.usage ?? 0);
    const usedBefore = await usage();
    const versionBefore = (await dossierRecord(firm.structureId, d.id))?.version;
    // amounts a float sum gets wrong: 33 × 0.07, 1.10 … and large ones
    const centimes = Array.from({ length: 23 }, (_, i) => [7, 110, 333, 999_999_99, 1][i % 5]! + i);
    const typeOf = (i: number) => (i % 3 === 0 ? 'FTR' : 'HON');
    for (const [i, amount] of centimes.entries()) {
      const res = await addExpense(firm.token, {
        idDossier: d.id,
        idTypeDepense: typeOf(i),
        montant: i % 2 ? amount / 100 : (amount / 100).toFixed(2),
        dateDepense: `2026-03-${String(1 + i).padStart(2, '0')}`,
        libelle: `Dépense ${i}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const sum = (filter: (i: number) => boolean) => centimes.filter((_, i) => filter(i)).reduce((a, b) => a + b, 0) / 100;
    const first = await expenses(firm.token, d.id);
    expect(first.body.total).toBe(sum(() => true));
    expect(first.body.nombre).toBe(23);
    expect(first.body.sousTotaux.find((s) => s.idTypeDepense === 'FTR')).toMatchObject({ total: sum((i) => i % 3 === 0), nombre: 8 });
    expect(first.body.sousTotaux.find((s) => s.idTypeDepense === 'HON')).toMatchObject({ total: sum((i) => i % 3 !== 0), nombre: 15 });
    expect(first.body.items.map((e) => e.libelle)).toEqual(Array.from({ length: 10 }, (_, i) => `Dépense ${22 - i}`));
    const pages = [first.body];
    while (pages.at(-1)?.cursor) pages.push((await expenses(firm.token, d.id, { cursor: pages.at(-1)?.cursor ?? undefined })).body);
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3]);
    expect(pages.flatMap((p) => p.items).reduce((total, e) => total + Math.round(e.montant * 100), 0) / 100).toBe(first.body.total);
    expect(await usage()).toBe(usedBefore + 8);
    // expenses never touch the dossier's record
    expect((await dossierRecord(firm.structureId, d.id))?.version).toBe(versionBefore);
  });

  it.each([
    [0, 'amount_positive'],
    [-12.5, 'amount_positive'],
    ['12.345', 'amount_decimals'],
    [10_000_000.01, 'amount_too_large'],
    ['douze', 'amount_invalid'],
    [undefined, 'required'],
  ])('refuses the amount %j with 400 on montant (%s), writing nothing', async (montant, code) => {
    const d = await createDossier(firm);
    const res = await addExpense(firm.token, { idDossier: d.id, montant });
    expectField(res, 400, 'montant', code);
    expect(res.body.details?.find((e) => e.field === 'montant')?.message).not.toBe('');
    expect((await expenses(firm.token, d.id)).body).toMatchObject({ items: [], total: 0, nombre: 0, sousTotaux: [] });
  });

  it("takes the firm's own types, refuses unknown or deactivated ones on the field, and accepts 10,000,000.00", async () => {
    const d = await createDossier(firm);
    const created = await api('management.createExpenseType', {
      token: firm.token,
      body: { id: 'HUISSIER', label: "Frais d'huissier", traductions: [{ langue: 'fr', valeur: "Frais d'huissier", actif: true }] },
    });
    expect(created.status).toBe(201);
    const own = await addExpense(firm.token, { idDossier: d.id, idTypeDepense: 'HUISSIER', montant: 10_000_000 });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ typeDepenseLabel: "Frais d'huissier", montant: 10_000_000, libelle: null });
    expectField(
      await addExpense(firm.token, { idDossier: d.id, idTypeDepense: 'NOPE', montant: 5 }),
      400,
      'idTypeDepense',
      'expense_type_invalid',
    );
    expect(
      (
        await api('management.updateExpenseType', {
          token: firm.token,
          params: { id: 'FME' },
          body: { label: "Frais d'exécution", actif: false },
        })
      ).status,
    ).toBe(200);
    expectField(
      await addExpense(firm.token, { idDossier: d.id, idTypeDepense: 'FME', montant: 5 }),
      400,
      'idTypeDepense',
      'expense_type_invalid',
    );
    expect((await expenses(firm.token, d.id)).body).toMatchObject({ total: 10_000_000, nombre: 1 });
  });
});

describe('access: staff of the firm only', () => {
  it("refuses a client (403) on every route, even their own dossier's, and hides notes and history from their detail", async () => {
    const { dossier, token } = await clientWithAccount(firm);
    const note = (await addNote(firm.token, dossier.id)).body;
    const calls: [string, Promise<CallResult<unknown>>][] = [
      ['addAction', addNote(token, dossier.id)],
      ['actions', actions(token, dossier.id)],
      ['notes', notes(token, dossier.id)],
      ['updateNote', api('dossiers.updateNote', { token, params: { id: note.id }, body: { valeur: 'x' } })],
      ['deleteNote', api('dossiers.deleteNote', { token, params: { id: note.id } })],
      ['addExpense', addExpense(token, { idDossier: dossier.id, montant: 10 })],
      ['expenses', expenses(token, dossier.id)],
    ];
    for (const [name, call] of calls) expect([name, (await call).status]).toEqual([name, 403]);
    const detail = await getDossier(token, dossier.id);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ actions: [], notes: [], actionsCursor: null, notesCursor: null });
  });

  it("answers 404 for another firm's dossier and note ids, and writes nothing there", async () => {
    const d = await createDossier(firm);
    const note = (await addNote(firm.token, d.id)).body;
    const calls: [string, Promise<CallResult<unknown>>][] = [
      ['addAction', addNote(other.token, d.id)],
      ['actions', actions(other.token, d.id)],
      ['notes', notes(other.token, d.id)],
      ['updateNote', api('dossiers.updateNote', { token: other.token, params: { id: note.id }, body: { valeur: 'x' } })],
      ['deleteNote', api('dossiers.deleteNote', { token: other.token, params: { id: note.id } })],
      ['addExpense', addExpense(other.token, { idDossier: d.id, montant: 10 })],
      ['expenses', expenses(other.token, d.id)],
    ];
    for (const [name, call] of calls) expect([name, (await call).status]).toEqual([name, 404]);
    expect((await notes(firm.token, d.id)).body.items.map((n) => n.valeur)).toEqual(['Appeler le greffe lundi']);
    expect((await expenses(firm.token, d.id)).body.nombre).toBe(0);
  });
});
