import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/dossiers/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const FIRM = '01J0000000000000000000FIRM';
const USER = '01J0000000000000000000USER';
const COLLEAGUE = '01J00000000000000COLLEAGUE';
const DOSSIER = '01J0000000000000000DOSSIER';
const lawyer = idToken({ groups: ['USER'], structureId: FIRM, userId: USER });
const colleague = idToken({ groups: ['USER'], structureId: FIRM, userId: COLLEAGUE });

type Stored = Record<string, unknown> & { id: string; day: string; time?: string; dateRealisation?: string };
const sortKey = (d: Stored) => `DEADLINE#${d.dateRealisation ? 'R' : 'O'}#${d.time ? `${d.day}T${d.time}` : d.day}#${d.id}`;

/** A deadline of the firm as the table holds it: its item and the lookup that finds it (E3). */
const store = (d: Stored) => {
  const sk = sortKey(d);
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': `T#${FIRM}#DEADLINES`, ':sk': d.id } }).resolves({
    Items: [{ pk: `T#${FIRM}#DEADLINES`, sk: d.id, idDossier: DOSSIER, itemSk: sk }],
  });
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': `T#${FIRM}#D#${DOSSIER}`, ':sk': sk } }).resolves({
    Items: [{ pk: `T#${FIRM}#D#${DOSSIER}`, sk, type: 'DEADLINE', ...d }],
  });
};
const deadline = (over: Partial<Stored> = {}): Stored => ({
  id: '01J000000000000000DEADLINE',
  idDossier: DOSSIER,
  idTypeEcheance: 'DOC',
  day: '2026-12-10',
  alerte: false,
  idUtilisateur: USER,
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: USER,
  ...over,
});

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({
    Item: { pk: `T#${FIRM}`, sk: `USER#${COLLEAGUE}`, idUtilisateur: COLLEAGUE, idTypeUtilisateur: 'AVOCAT', actif: true },
  });
  dynamo.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
  dynamo.on(TransactWriteCommand).resolves({});
});

const transactItems = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const edit = (id: string, body: unknown, token = lawyer) =>
  invoke(handler, apiEvent('PUT /api/Dossier/echeances/{id}', { token, body, language: 'fr', pathParameters: { id } }));
const undo = (id: string, token = lawyer) =>
  invoke(handler, apiEvent('POST /api/Dossier/echeances/{id}/undo', { token, language: 'fr', pathParameters: { id } }));
const HOUR_MS = 3_600_000;

describe('PUT /api/Dossier/echeances/{id}', () => {
  it('moves a deadline to its new date and type: the item, its lookup, both types’ counts and the history as data, in one transaction', async () => {
    const open = deadline({ calcul: { depuis: '2026-11-01', delais: 9, dateCalculee: '2026-11-10', motifs: [], verifiee: true } });
    store(open);
    const res = await edit(open.id, { idtypeecheance: 'AUD', dateecheance: '2026-12-14T09:30', alerte: true, idUtilisateur: COLLEAGUE });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ idTypeEcheance: 'AUD', dateEcheance: '2026-12-14T09:30:00+01:00', alerte: true, calcul: null });
    const [items] = transactItems();
    expect(items![0]!.Delete).toMatchObject({
      Key: { pk: `T#${FIRM}#D#${DOSSIER}`, sk: sortKey(open) },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateRealisation) AND attribute_not_exists(updatedAt)',
    });
    const put = items![1]!.Put!;
    expect(put.Item).toMatchObject({
      sk: `DEADLINE#O#2026-12-14T09:30#${open.id}`,
      idUtilisateur: COLLEAGUE,
      updatedAt: expect.any(String),
    });
    expect(put.Item!.calcul).toBeUndefined();
    expect(put.Item!.gsi1pk).toBe(`T#${FIRM}#U#${COLLEAGUE}#ALERT`);
    expect(items![2]!.Update).toMatchObject({
      Key: { pk: `T#${FIRM}#DEADLINES`, sk: open.id },
      ExpressionAttributeValues: { ':sk': `DEADLINE#O#2026-12-14T09:30#${open.id}` },
    });
    const usage = items!.filter((i) => i.Update?.Key?.sk?.startsWith('REFTYPE#'));
    expect(usage.map((i) => [i.Update!.Key!.sk, i.Update!.ExpressionAttributeValues![':delta']])).toEqual([
      ['REFTYPE#deadlineType#DOC', -1],
      ['REFTYPE#deadlineType#AUD', 1],
    ]);
    const history = items!.find((i) => i.Put?.Item?.sk?.startsWith('ACTION#'))!.Put!.Item!;
    expect(history).toMatchObject({
      idTypeAction: 'MODIFICATION_ECHEANCE',
      changes: [
        { field: 'idTypeEcheance', before: 'DOC', after: 'AUD' },
        { field: 'dateEcheance', before: '2026-12-10', after: '2026-12-14T09:30:00+01:00' },
        { field: 'idUtilisateur', before: USER, after: COLLEAGUE },
        { field: 'alerte', before: false, after: true },
      ],
    });
  });

  it('puts a deadline whose date stays in its place, on the condition that it is as read, without touching its type’s count', async () => {
    const open = deadline({ updatedAt: '2026-11-02T10:00:00.000Z', contenu: 'Avant' });
    store(open);
    const res = await edit(open.id, { idtypeecheance: 'DOC', dateecheance: '2026-12-10', contenu: 'Après' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [items] = transactItems();
    expect(items![0]!.Put).toMatchObject({
      Item: { sk: sortKey(open), contenu: 'Après' },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateRealisation) AND updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': '2026-11-02T10:00:00.000Z' },
    });
    expect(items!.filter((i) => i.Update?.Key?.sk?.startsWith('REFTYPE#'))).toEqual([]);
  });

  it('writes nothing when nothing changes', async () => {
    store(deadline());
    const res = await edit(deadline().id, { idtypeecheance: 'DOC', dateecheance: '2026-12-10' });
    expect(res.status).toBe(200);
    expect(transactItems()).toEqual([]);
  });

  it('refuses a performed deadline with 409 performed_not_editable, writing nothing', async () => {
    const done = deadline({ dateRealisation: '2026-11-20T10:00:00.000Z', performedBy: USER });
    store(done);
    const res = await edit(done.id, { idtypeecheance: 'DOC', dateecheance: '2026-12-11' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Une échéance réalisée ne peut pas être modifiée',
      details: [{ field: 'id', code: 'performed_not_editable' }],
    });
    expect(transactItems()).toEqual([]);
  });
});

describe('POST /api/Dossier/echeances/{id}/undo', () => {
  const performedNow = (over: Partial<Stored> = {}) =>
    deadline({ dateRealisation: new Date(Date.now() - HOUR_MS).toISOString(), performedBy: USER, ...over });

  it('opens the deadline again and removes the next deadlines its Perform created that nobody touched since', async () => {
    const untouched = deadline({ id: '01J0000000000000000CHAINED1', day: '2026-12-20', idTypeEcheance: 'AUD', idEcheanceParent: 'x' });
    const edited = deadline({ id: '01J0000000000000000CHAINED2', day: '2026-12-21', updatedAt: '2026-11-27T08:00:00.000Z' });
    const done = performedNow({ chainedIds: [untouched.id, edited.id], propositions: undefined });
    [untouched, edited, done].forEach(store);
    const res = await undo(done.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dateRealisation: null, annulable: false, enchaineesRetirees: 1, enchaineesConservees: 1 });
    const [items] = transactItems();
    expect(items![0]!.Delete).toMatchObject({
      Key: { sk: sortKey(done) },
      ConditionExpression: 'attribute_exists(pk) AND dateRealisation = :at',
      ExpressionAttributeValues: { ':at': done.dateRealisation },
    });
    const reopened = items![1]!.Put!.Item!;
    expect(reopened.sk).toBe(`DEADLINE#O#2026-12-10#${done.id}`);
    expect(['dateRealisation', 'performedBy', 'chainedIds'].filter((name) => name in reopened)).toEqual([]);
    const deletes = items!.filter((i) => i.Delete).map((i) => i.Delete!.Key!.sk);
    expect(deletes).toEqual([sortKey(done), sortKey(untouched), untouched.id]);
    expect(items!.find((i) => i.Delete?.Key?.sk === sortKey(untouched))!.Delete!.ConditionExpression).toBe(
      'attribute_exists(pk) AND attribute_not_exists(dateRealisation) AND attribute_not_exists(updatedAt)',
    );
    expect(
      items!
        .filter((i) => i.Update?.Key?.sk?.startsWith('REFTYPE#'))
        .map((i) => [i.Update!.Key!.sk, i.Update!.ExpressionAttributeValues![':delta']]),
    ).toEqual([['REFTYPE#deadlineType#AUD', -1]]);
    expect(items!.find((i) => i.Put?.Item?.sk?.startsWith('ACTION#'))!.Put!.Item).toMatchObject({
      idTypeAction: 'ANNULATION_REALISATION',
      changes: [{ field: 'dateRealisation', before: done.dateRealisation, after: null }],
    });
  });

  it('refuses someone other than the performer (403), after 24 hours (409) and an open deadline (409), writing nothing', async () => {
    const done = performedNow();
    store(done);
    const other = await undo(done.id, colleague);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ message: "Seule la personne qui a réalisé l'échéance peut annuler sa réalisation" });

    dynamo.reset();
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const late = performedNow({ dateRealisation: new Date(Date.now() - 25 * HOUR_MS).toISOString() });
    store(late);
    const tooLate = await undo(late.id);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toMatchObject({ details: [{ field: 'id', code: 'undo_window_over' }] });

    dynamo.reset();
    dynamo.on(QueryCommand).resolves({ Items: [] });
    store(deadline());
    expect((await undo(deadline().id)).body).toMatchObject({ statusCode: 409, details: [{ code: 'not_performed' }] });
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});
