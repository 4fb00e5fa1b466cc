import { GetCommand, DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/dossiers/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const FIRM = '01J0000000000000000000FIRM';
const AUTHOR = '01J00000000000000000AUTHOR';
const OTHER = '01J000000000000000000OTHER';
const DOSSIER = '01J0000000000000000DOSSIER';
const EXPENSE = '01J0000000000000000EXPENSE';
const DOSSIER_PK = `T#${FIRM}#D#${DOSSIER}`;
const POINTER = { pk: `T#${FIRM}#DEPENSE#${EXPENSE}`, sk: 'DEPENSE' };
const OLD_SK = `DEPENSE#2026-10-01#${EXPENSE}`;

const author = idToken({ groups: ['USER'], structureId: FIRM, userId: AUTHOR });
const colleague = idToken({ groups: ['USER'], structureId: FIRM, userId: OTHER });
const admin = idToken({ groups: ['ADMIN'], structureId: FIRM, userId: OTHER });

/** The stored expense: 350.00 MAD of HON on 2026-10-01, written by AUTHOR, at `version` (none: written before versions). */
const stored = (version?: number) => ({
  pk: DOSSIER_PK,
  sk: OLD_SK,
  type: 'DOSSIER_EXPENSE',
  idDepense: EXPENSE,
  idDossier: DOSSIER,
  idTypeDepense: 'HON',
  dateDepense: '2026-10-01',
  centimes: 35000,
  libelle: 'Timbres',
  idUtilisateur: AUTHOR,
  auteur: 'Salma Alaoui',
  createdAt: '2026-10-01T09:00:00.000Z',
  ...(version === undefined ? {} : { version }),
});

const givenExpense = (version?: number) => {
  dynamo.on(GetCommand, { Key: POINTER }).resolves({ Item: { ...POINTER, idDossier: DOSSIER, dateDepense: '2026-10-01' } });
  dynamo.on(GetCommand, { Key: { pk: DOSSIER_PK, sk: OLD_SK } }).resolves({ Item: stored(version) });
};

const edit = (body: Record<string, unknown>, token = author) =>
  invoke(handler, apiEvent('PUT /api/Dossier/depenses/{id}', { token, language: 'fr', pathParameters: { id: EXPENSE }, body }));
const remove = (token = author) =>
  invoke(handler, apiEvent('DELETE /api/Dossier/depenses/{id}', { token, language: 'fr', pathParameters: { id: EXPENSE } }));

type Written = {
  Put?: { Item: Record<string, unknown>; ConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> };
  Delete?: { Key: Record<string, string>; ConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> };
  Update?: {
    Key: Record<string, string>;
    UpdateExpression: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
};
const written = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems as Written[]);
/** The additions an Update makes, by attribute name: `{ 'centimes#HON': -35000, … }`. */
const additions = (update: NonNullable<Written['Update']>) =>
  Object.fromEntries(
    update.UpdateExpression.replace(/^ADD /, '')
      .split(' SET ')[0]!
      .split(', ')
      .map((pair) => pair.split(' '))
      .map(([name, value]) => [update.ExpressionAttributeNames![name!], update.ExpressionAttributeValues![value!]]),
  );
const totalsOf = (items: Written[]) => items.find((item) => item.Update?.Key.sk === 'TOTAL#DEPENSES')!.Update!;
const historyOf = (items: Written[]) => items.find((item) => String(item.Put?.Item.sk).startsWith('ACTION#'))!.Put!.Item;

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('PUT /api/Dossier/depenses/{id}', () => {
  it("moves an expense to its new date, type and amount at the version read: the totals change by the difference, the types' uses follow, the history keeps before and after", async () => {
    givenExpense(1);
    const res = await edit({ idTypeDepense: 'FTR', dateDepense: '2026-10-05', montant: '400,50', libelle: 'Timbres', version: 1 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ idDepense: EXPENSE, montant: 400.5, dateDepense: '2026-10-05', version: 2, modifiable: true });
    const [items] = written();
    expect(items!.find((item) => item.Delete?.Key.sk === OLD_SK)!.Delete).toMatchObject({
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 1 },
    });
    expect(items!.find((item) => item.Put?.Item.sk === `DEPENSE#2026-10-05#${EXPENSE}`)!.Put).toMatchObject({
      Item: { centimes: 40050, idTypeDepense: 'FTR', version: 2 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items!.find((item) => item.Update?.Key.pk === POINTER.pk)!.Update!.ExpressionAttributeValues).toEqual({
      ':date': '2026-10-05',
    });
    expect(additions(totalsOf(items!))).toEqual({
      centimes: 5050,
      nombre: 0,
      'centimes#HON': -35000,
      'nombre#HON': -1,
      'centimes#FTR': 40050,
      'nombre#FTR': 1,
    });
    const uses = items!.filter((item) => String(item.Update?.Key.sk).startsWith('REFTYPE#expenseType#'));
    expect(uses.map((item) => [item.Update!.Key.sk, item.Update!.ExpressionAttributeValues![':delta']])).toEqual([
      ['REFTYPE#expenseType#HON', -1],
      ['REFTYPE#expenseType#FTR', 1],
    ]);
    expect(historyOf(items!)).toMatchObject({
      idTypeAction: 'DEPENSE_MODIFIEE',
      changes: [
        { field: 'dateDepense', before: '2026-10-01', after: '2026-10-05' },
        { field: 'idTypeDepense', before: 'HON', after: 'FTR' },
        { field: 'centimes', before: 35000, after: 40050 },
      ],
    });
  });

  it('rewrites an expense in place when its date stays, on the condition that it has no version yet (written before edits)', async () => {
    givenExpense();
    const res = await edit({ idTypeDepense: 'HON', dateDepense: '2026-10-01', montant: 300, version: 0 });

    expect(res.status).toBe(200);
    const [items] = written();
    expect(items!.find((item) => item.Put?.Item.sk === OLD_SK)!.Put).toMatchObject({
      Item: { centimes: 30000, version: 1 },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version)',
    });
    expect(items!.some((item) => item.Delete || item.Update?.Key.pk === POINTER.pk)).toBe(false);
    expect(additions(totalsOf(items!))).toEqual({ centimes: -5000, nombre: 0, 'centimes#HON': -5000, 'nombre#HON': 0 });
    expect(historyOf(items!).changes).toEqual([
      { field: 'centimes', before: 35000, after: 30000 },
      { field: 'libelle', before: 'Timbres', after: null },
    ]);
  });

  it('answers 409 expense_changed on the version, writing nothing, when the expense moved on since it was read', async () => {
    givenExpense(3);
    const res = await edit({ idTypeDepense: 'HON', dateDepense: '2026-10-01', montant: 300, version: 2 });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'expense_changed' });
    expect(res.body.details).toEqual([{ field: 'version', code: 'expense_changed', message: expect.stringContaining('entre-temps') }]);
    expect(written()).toEqual([]);
  });

  it("answers 409 expense_changed when another edit's write came first (the expense's condition failed)", async () => {
    givenExpense(1);
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: Written[] }) => {
      const reasons = input.TransactItems.map((item) => ({
        Code: item.Put?.Item.sk === OLD_SK ? 'ConditionalCheckFailed' : 'None',
      }));
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
    });
    const res = await edit({ idTypeDepense: 'HON', dateDepense: '2026-10-01', montant: 300, version: 1 });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'expense_changed' });
  });

  it('is refused (403) to another lawyer of the firm, answers 404 for an id the firm has no expense under, and the same values write nothing', async () => {
    givenExpense(1);
    const refused = await edit({ idTypeDepense: 'HON', dateDepense: '2026-10-01', montant: 350, version: 1 }, colleague);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Seul l'auteur d'une dépense ou un administrateur peut la modifier ou la supprimer");

    const unchanged = await edit({ idTypeDepense: 'HON', dateDepense: '2026-10-01', montant: '350,00', libelle: 'Timbres', version: 1 });
    expect(unchanged.status).toBe(200);
    expect(written()).toEqual([]);

    dynamo.on(GetCommand, { Key: POINTER }).resolves({});
    expect((await edit({ idTypeDepense: 'HON', dateDepense: '2026-10-01', montant: 1, version: 1 })).status).toBe(404);
  });
});

describe('DELETE /api/Dossier/depenses/{id}', () => {
  it("lets an administrator delete another's expense: it, its pointer, its amount from the totals, one use of its type, and a history entry of what it held", async () => {
    givenExpense(2);
    const res = await remove(admin);

    expect(res.status).toBe(200);
    const [items] = written();
    expect(items!.find((item) => item.Delete?.Key.sk === OLD_SK)!.Delete).toMatchObject({
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 2 },
    });
    expect(items!.some((item) => item.Delete?.Key.pk === POINTER.pk)).toBe(true);
    expect(additions(totalsOf(items!))).toEqual({ centimes: -35000, nombre: -1, 'centimes#HON': -35000, 'nombre#HON': -1 });
    expect(historyOf(items!)).toMatchObject({
      idTypeAction: 'DEPENSE_SUPPRIMEE',
      changes: [
        { field: 'dateDepense', before: '2026-10-01', after: null },
        { field: 'idTypeDepense', before: 'HON', after: null },
        { field: 'centimes', before: 35000, after: null },
        { field: 'libelle', before: 'Timbres', after: null },
      ],
    });
  });

  it('is refused (403) to another lawyer of the firm', async () => {
    givenExpense(1);
    const res = await remove(colleague);
    expect(res.status).toBe(403);
    expect(written()).toEqual([]);
  });
});
