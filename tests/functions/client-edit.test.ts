import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/clients/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

/** An edit of a client record: its own transaction (claim and search entries moved), then each of its dossiers. */
const dynamo = mockClient(DynamoDBDocumentClient);
const FIRM = '01J0000000000000000000FIRM';
const USER = '01J0000000000000000000USER';
const DOSSIER = '01J00000000000000000DOSS1';
const CLIENT = '01J00000000000000000CLNT1';
const DPK = `T#${FIRM}#D#${DOSSIER}`;
const CPK = `T#${FIRM}#C#${CLIENT}`;

type Item = { pk: string; sk: string } & Record<string, unknown>;
type Write = {
  Put?: { Item: Item; ConditionExpression?: string };
  Update?: { Key: Item; UpdateExpression: string; ExpressionAttributeValues?: Record<string, unknown> };
  Delete?: { Key: Item };
};
let items: Item[] = [];
const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
const link = { idDossier: DOSSIER, idClient: CLIENT, role: 'CLIENT', idStatutClient: 'PLG', addedAt: '2026-03-01' };

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  items = [
    {
      pk: `T#${FIRM}`,
      sk: `USER#${USER}`,
      idUtilisateur: USER,
      nom: 'Benali',
      prenom: 'Youssef',
      idTypeUtilisateur: 'AVOCAT',
      idRolUtilisateur: 'USER',
      actif: true,
    },
    { pk: DPK, sk: 'META', id: DOSSIER, refCabinet: 'CAB-1', nomClient: 'Salma Bennani', partiesVersion: 2, version: 1 },
    { pk: DPK, sk: `PARTY#${CLIENT}`, ...link },
    { pk: CPK, sk: `D#${DOSSIER}`, ...link },
    { pk: CPK, sk: 'META', idClient: CLIENT, idTypeClient: 'PP', cin: 'AB1', nom: 'Bennani', prenom: 'Salma', isClient: true },
  ];
  dynamo.reset();
  dynamo.on(GetCommand).callsFake((input: { Key: Item }) => ({ Item: find(input.Key) }));
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Item[] }> }) => ({
    Responses: { 'test-table': input.RequestItems['test-table']!.Keys.flatMap((key) => find(key) ?? []) },
  }));
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = input.ExpressionAttributeValues ?? {};
    const prefix = String(values[':from'] ?? '');
    return { Items: items.filter((i) => i.pk === values[':pk'] && i.sk.startsWith(prefix)) };
  });
  // the record's edit becomes readable: the dossier's clients' names are computed from it
  dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: Write[] }) => {
    const record = input.TransactItems.find((w) => w.Update?.Key.pk === CPK);
    if (record) Object.assign(find(record.Update!.Key)!, { nom: 'Alami', cin: 'ZZ9' });
    return {};
  });
});

const lawyer = idToken({ groups: ['USER'], structureId: FIRM, userId: USER });
const edit = (body: Record<string, unknown>) =>
  invoke(handler, apiEvent('PUT /api/Client/{id}', { token: lawyer, language: 'fr', pathParameters: { id: CLIENT }, body }));
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems! as Write[]);

describe('PUT /api/Client/{id}', () => {
  it('moves the CIN claim and the search entries with the record, then the dossier’s clients’ names and history', async () => {
    const res = await edit({ cin: 'zz 9', nom: 'Alami', prenom: 'Salma' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ idClient: CLIENT, cin: 'ZZ9', nom: 'Alami' });
    const [record, dossier] = transactions() as [Write[], Write[]];
    expect(record[0]!.Update).toMatchObject({
      Key: { pk: CPK, sk: 'META' },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)',
    });
    expect(record[1]!.Delete).toMatchObject({ Key: { pk: `T#${FIRM}#PID`, sk: 'CIN#AB1' }, ConditionExpression: 'idClient = :id' });
    expect(record[2]!.Put).toMatchObject({
      Item: { pk: `T#${FIRM}#PID`, sk: 'CIN#ZZ9', idClient: CLIENT },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const indexKeys = record.slice(3).map((w) => (w.Delete?.Key ?? w.Put!.Item).sk);
    expect(indexKeys).toEqual(expect.arrayContaining([`C#bennani#${CLIENT}`, `C#alami#${CLIENT}`, `C2#alami salma#${CLIENT}`]));
    // the dossier: its clients' names under its parties counter, its entries by clients' names, the edit's history entry
    expect(dossier[0]!.Update).toMatchObject({
      Key: { pk: DPK, sk: 'META' },
      ExpressionAttributeValues: expect.objectContaining({ ':read': 2 }),
    });
    expect(Object.values(dossier[0]!.Update!.ExpressionAttributeValues as object)).toContain('Salma Alami');
    expect(dossier.some((w) => w.Put?.Item.sk === `N#alami#${DOSSIER}`)).toBe(true);
    expect(dossier.some((w) => w.Delete?.Key.sk === `N#bennani#${DOSSIER}`)).toBe(true);
    const entry = dossier.find((w) => w.Put?.Item.sk.startsWith('ACTION#'))!.Put!.Item;
    expect(entry).toMatchObject({ idTypeAction: 'PARTIE_MODIFIEE', valeur: 'Salma Alami' });
    expect(entry.changes).toEqual([
      { field: 'cin', before: 'AB1', after: 'ZZ9' },
      { field: 'nom', before: 'Bennani', after: 'Alami' },
    ]);
  });

  it('answers the creation’s 409 on the field when another record holds the CIN, and touches no dossier', async () => {
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: Write[] }) => {
      const reasons = input.TransactItems.map((w) => ({ Code: w.Put?.Item.sk === 'CIN#ZZ9' ? 'ConditionalCheckFailed' : 'None' }));
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
    });
    const res = await edit({ cin: 'ZZ9', nom: 'Bennani' });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'cin', code: 'conflict' })]);
    expect(transactions()).toHaveLength(1);
  });

  it('changes nothing and records nothing when the details are as they were', async () => {
    const res = await edit({ cin: 'AB1', nom: 'Bennani', prenom: 'Salma' });
    expect(res.status).toBe(200);
    expect(transactions()).toEqual([]);
  });
});
