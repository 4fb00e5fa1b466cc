import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pointOldExpenses } from '../../functions/src/db/expenses';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { deleteItem, getItem, putItem } from '../support/table';
import { createDossier, registerFirm, type ErrorBody } from './dossiers-support';

/**
 * `npm run migrate:expenses` (db/expenses.ts `pointOldExpenses`) against the real local stack. The migration reads the
 * whole table, so this file is stack-wide (vitest.config.ts): it runs alone, while the stack holds few items.
 */
type Expense = { idDepense: string; version: number };
const fr = { 'accept-language': 'fr' };
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  api<Expense & ErrorBody>('dossiers.updateExpense', { token, headers: fr, params: { id }, body });
const expenses = async (token: string, id: string) =>
  (
    await api<{ items: Expense[]; total: number; nombre: number }>('dossiers.expenses', {
      token,
      headers: fr,
      params: { id },
      query: { limit: 50 },
    })
  ).body;

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
  Object.assign(process.env, inject('env'));
});

describe('expenses written before edits existed', () => {
  it('are found by their id once `npm run migrate:expenses` gave them their pointer, at version 0; a second run writes nothing', async () => {
    const d = await createDossier(firm);
    const added = await api<Expense>('dossiers.addExpense', {
      token: firm.token,
      body: { idDossier: d.id, idTypeDepense: 'HON', dateDepense: '2026-07-01', montant: 40 },
    });
    expect(added.status).toBe(201);
    const expense = added.body;
    // as the code before wrote it: no pointer, no version
    const pointer = { pk: `T#${firm.structureId}#DEPENSE#${expense.idDepense}`, sk: 'DEPENSE' };
    await deleteItem(pointer);
    const { version: _version, ...unversioned } = (await getItem({
      pk: `T#${firm.structureId}#D#${d.id}`,
      sk: `DEPENSE#2026-07-01#${expense.idDepense}`,
    }))!;
    await putItem(unversioned as Parameters<typeof putItem>[0]);
    const early = await edit(firm.token, expense.idDepense, { idTypeDepense: 'HON', dateDepense: '2026-07-01', montant: 45, version: 0 });
    expect(early.status).toBe(404);

    expect(await pointOldExpenses()).toBeGreaterThanOrEqual(1);
    expect(await getItem(pointer)).toMatchObject({ idDossier: d.id, dateDepense: '2026-07-01' });
    expect((await expenses(firm.token, d.id)).items).toEqual([expect.objectContaining({ version: 0 })]);
    const edited = await edit(firm.token, expense.idDepense, { idTypeDepense: 'HON', dateDepense: '2026-07-02', montant: 45, version: 0 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(1);
    expect(await pointOldExpenses()).toBe(0);
    expect(await expenses(firm.token, d.id)).toMatchObject({ total: 45, nombre: 1 });
  });
});
