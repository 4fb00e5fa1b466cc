import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/dossiers/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const FIRM = '01J0000000000000000000FIRM';
const USER = '01J0000000000000000000USER';
const CLIENT_USER = '01J000000000000000000CLIENT';

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({
    Item: {
      pk: `T#${FIRM}`,
      sk: `USER#${USER}`,
      idUtilisateur: USER,
      nom: 'Alami',
      prenom: 'Karim',
      idTypeUtilisateur: 'AVOCAT',
      idRolUtilisateur: 'USER',
      actif: true,
    },
  });
  dynamo.on(GetCommand, { Key: { pk: `T#${FIRM}`, sk: `USER#${CLIENT_USER}` } }).resolves({
    Item: {
      pk: `T#${FIRM}`,
      sk: `USER#${CLIENT_USER}`,
      idUtilisateur: CLIENT_USER,
      nom: 'Client',
      prenom: 'Un',
      idTypeUtilisateur: 'CLIENT',
      idRolUtilisateur: 'CLT',
      actif: true,
    },
  });
  dynamo.on(GetCommand, { Key: { pk: 'EMAIL#salma@example.ma', sk: 'EMAIL' } }).resolves({});
  cognito.reset();
  cognito.onAnyCommand().resolves({});
  dynamo.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  // The firm's daily invitation count (services/email-limits.ts).
  dynamo.on(UpdateCommand).resolves({});
});

const lawyer = idToken({ groups: ['USER'], structureId: FIRM, userId: USER });
const create = (body: unknown, token = lawyer, language = 'fr') =>
  invoke(handler, apiEvent('POST /api/Dossier/createDossier', { token, body, language }));
const body = (over: Record<string, unknown> = {}) => ({
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  refCabinet: 'CAB-2026/1',
  dateOuverture: '2026-03-01',
  Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'ab 123456', nom: 'Bennani', prenom: 'Salma', email: 'salma@example.ma' }],
  adversaire: [{ idTypeClient: 'PM', idStatutClient: 'ACS', rc: '4455', raisonSociale: 'Société Générale' }],
  ...over,
});
const transactItems = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);

describe('POST /api/Dossier/createDossier', () => {
  it('writes the dossier, its unique reference, list entries, parties and history in one transaction of the firm', async () => {
    const res = await create(body());
    expect(res.status).toBe(201);
    const [items, account, invitation] = transactItems();
    const keys = items!.map((i) => (i.Put?.Item ?? i.Update?.Key ?? i.Delete?.Key) as { pk: string; sk: string });
    expect(keys.every((k) => k.pk.startsWith(`T#${FIRM}`))).toBe(true);
    expect(keys).toContainEqual(expect.objectContaining({ pk: `T#${FIRM}#REFS`, sk: 'cab-2026/1' }));
    expect(keys).toContainEqual(expect.objectContaining({ pk: `T#${FIRM}#PID`, sk: 'CIN#AB123456' }));
    expect(keys).toContainEqual(expect.objectContaining({ pk: `T#${FIRM}#PID`, sk: 'RC#4455' }));
    expect(keys.filter((k) => k.pk.startsWith(`T#${FIRM}#DL#`))).toHaveLength(8);
    expect(keys.filter((k) => k.sk.startsWith('PARTY#'))).toHaveLength(2);
    expect(keys.filter((k) => k.sk.startsWith('ACTION#'))).toHaveLength(1);
    const meta = items!.find((i) => i.Put?.Item?.sk === 'META' && i.Put.Item.type === 'DOSSIER')!.Put!;
    expect(meta.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(meta.Item).toMatchObject({
      refCabinet: 'CAB-2026/1',
      idUtilisateur: USER,
      idStatutDossier: 'ENC',
      nomClient: 'Salma Bennani',
      version: 1,
      updatedBy: { id: USER, name: 'Youssef Benali' },
    });
    expect(res.body).toMatchObject({ refCabinet: 'CAB-2026/1', typeDossier: 'Civil', statut: expect.any(String), version: 1 });
    // the search entries are in the same transaction (they fit in it), whole: nothing written before or after it
    const indexed = items!
      .map((i) => i.Put?.Item as { pk: string; sk: string; words: string[]; shown?: Record<string, unknown> } | undefined)
      .filter((item) => item?.pk.startsWith(`T#${FIRM}#IX#`))
      .map((item) => item!);
    expect(indexed.map((item) => item.sk)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^D#cab#/), expect.stringMatching(/^C#bennani#/)]),
    );
    expect(dynamo.commandCalls(BatchWriteCommand)).toEqual([]);
    expect(dynamo.commandCalls(UpdateCommand).filter((c) => c.args[0].input.Key!.pk.includes('#IX#'))).toEqual([]);
    // each entry holds its entity's words, and what search shows of it
    const client = indexed.find((item) => item.sk.startsWith('C#bennani#'))!;
    expect(client.words).toEqual(['bennani', 'salma', 'ab123456']);
    expect(client.shown).toMatchObject({ nom: 'Bennani', prenom: 'Salma' });
    // the dossier is also indexed by its clients' names, and by the parts of its references (holding them)
    expect(indexed.filter((item) => item.sk.startsWith('N#')).map((item) => [item.sk.split('#')[1], item.words])).toEqual([
      ['salma', ['salma', 'bennani']],
      ['bennani', ['salma', 'bennani']],
    ]);
    expect(indexed.filter((item) => item.sk.startsWith('R#')).map((item) => [item.sk.split('#')[1], item.words])).toEqual(
      ['cab', '2026', 'ab', '026', '26'].map((part) => [part, ['cab/2026/1']]),
    );
    expect(account!.map((i) => (i.Put?.Item ?? i.Update?.Key) as { pk: string; sk: string })).toEqual([
      expect.objectContaining({ pk: 'EMAIL#salma@example.ma' }),
      expect.objectContaining({ pk: `T#${FIRM}`, sk: expect.stringMatching(/^USER#/) }),
      expect.objectContaining({ pk: expect.stringMatching(new RegExp(`^T#${FIRM}#U#`)), sk: expect.stringMatching(/^CLIENT#/) }),
      expect.objectContaining({ pk: expect.stringMatching(new RegExp(`^T#${FIRM}#C#`)), sk: 'META' }),
      // the invitation's entry in the firm's activity log
      expect.objectContaining({ pk: `T#${FIRM}#ACTIVITY`, kind: 'USER_INVITED', subject: 'Salma Bennani <salma@example.ma>' }),
    ]);
    expect(cognito.calls().length).toBeGreaterThan(0);
    expect(invitation!.map((i) => i.Put?.Item?.type)).toEqual(['TOKEN', 'OUTBOX']);
    expect(invitation![1]!.Put!.Item!.to).toBe('salma@example.ma');
  });

  it('answers 409 ref_cabinet_taken when the reference claim is what cancelled the transaction', async () => {
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { Item: { pk: string } } }[] }) => {
      const reasons = input.TransactItems.map((i) => ({ Code: i.Put?.Item.pk.endsWith('#REFS') ? 'ConditionalCheckFailed' : 'None' }));
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
    });
    const res = await create(body());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: 'Cette référence cabinet est déjà utilisée par un autre dossier' });
    expect(res.body.details).toEqual([
      { field: 'refCabinet', code: 'ref_cabinet_taken', message: 'Cette référence cabinet est déjà utilisée par un autre dossier' },
    ]);
    // nothing was written outside the cancelled transaction: nothing to remove
    expect(dynamo.commandCalls(BatchWriteCommand)).toEqual([]);
  });

  it('writes the search words of a dossier too large for one transaction just before it, removes them when it is cancelled', async () => {
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { Item: { pk: string } } }[] }) => {
      const reasons = input.TransactItems.map((i) => ({ Code: i.Put?.Item.pk.endsWith('#REFS') ? 'ConditionalCheckFailed' : 'None' }));
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
    });
    const party = (n: number) => ({ idTypeClient: 'PM', idStatutClient: 'ACS', rc: `77${n}`, raisonSociale: `Société Atlas Numéro ${n}` });
    const side = (from: number) => Array.from({ length: 10 }, (_, n) => party(from + n));
    const res = await create(body({ Client: side(0), adversaire: side(10) }));
    expect(res.status).toBe(409);
    const [transaction] = transactItems();
    expect(transaction!.some((i) => String(i.Put?.Item?.pk).includes('#IX#'))).toBe(false);
    const requests = dynamo.commandCalls(BatchWriteCommand).flatMap((c) => c.args[0].input.RequestItems!['test-table']!);
    const written = requests.filter((r) => r.PutRequest).map((w) => ({ pk: w.PutRequest!.Item!.pk, sk: w.PutRequest!.Item!.sk }));
    expect(written.length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.DeleteRequest).map((r) => r.DeleteRequest!.Key)).toEqual(written);
  });

  it('refuses a party without type or legal status with the specified message, and writes nothing', async () => {
    const res = await create(body({ Client: [{ cin: 'X1', nom: 'Sans type' }] }));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({
        field: 'Client.0.idTypeClient',
        message: 'Veuillez remplir les champs obligatoires ( Type Client, Statut Client).',
      }),
    );
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses the same CIN twice in one request and a new party without a name', async () => {
    const party = { idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'AB1', nom: 'Un' };
    const twice = await create(body({ Client: [party], adversaire: [{ ...party, idStatutClient: 'ACS' }] }), lawyer, 'en');
    expect(twice.status).toBe(400);
    expect(twice.body.details).toContainEqual(expect.objectContaining({ field: 'adversaire.0', code: 'party_duplicate' }));
    const nameless = await create(body({ Client: [{ idTypeClient: 'PM', idStatutClient: 'PLG', rc: '77' }], adversaire: [] }));
    expect(nameless.body.details).toContainEqual(expect.objectContaining({ field: 'Client.0.raisonSociale', code: 'required' }));
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is refused to a client (403) and without a reference (400)', async () => {
    const client = idToken({ groups: ['CLT'], structureId: FIRM, userId: CLIENT_USER, userType: 'CLIENT' });
    expect((await create(body(), client)).status).toBe(403);
    const res = await create(body({ refCabinet: ' ' }));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'refCabinet', code: 'required' }));
  });
});

describe('lists', () => {
  it('serves a filtered page from the one list partition of the filters, newest first, with a cursor', async () => {
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `T#${FIRM}#DL#T#CIV#S#ENC` } })
      .resolves({ Items: [{ idDossier: 'D1' }], LastEvaluatedKey: { pk: 'x', sk: '2026-03-01#D1' } });
    const res = await invoke(
      handler,
      apiEvent('GET /api/Dossier/user', { token: lawyer, query: { type: 'CIV', statut: 'ENC', limit: '1' } }),
    );
    expect(res.status).toBe(200);
    const listQuery = dynamo
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .find((q) => String(q.ExpressionAttributeValues?.[':pk']).includes('#DL#'))!;
    expect(listQuery).toMatchObject({
      ExpressionAttributeValues: { ':pk': `T#${FIRM}#DL#T#CIV#S#ENC` },
      ScanIndexForward: false,
      Limit: 1,
    });
    expect(typeof res.body.cursor).toBe('string');
    const next = await invoke(
      handler,
      apiEvent('GET /api/Dossier/user', { token: lawyer, query: { type: 'CIV', statut: 'ENC', cursor: String(res.body.cursor) } }),
    );
    expect(next.status).toBe(200);
    const second = dynamo
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((q) => String(q.ExpressionAttributeValues?.[':pk']).includes('#DL#'))[1]!;
    expect(second.ExclusiveStartKey).toEqual({ pk: `T#${FIRM}#DL#T#CIV#S#ENC`, sk: '2026-03-01#D1' });
  });

  it('reads empty filters (the form sends every field) as no filter: the firm-wide list', async () => {
    const res = await invoke(
      handler,
      apiEvent('GET /api/Dossier/user', { token: lawyer, query: { refDossier: '', client: '', type: '', statut: '', idUtilisateur: '' } }),
    );
    expect(res.status).toBe(200);
    const pks = dynamo.commandCalls(QueryCommand).map((c) => String(c.args[0].input.ExpressionAttributeValues?.[':pk']));
    expect(pks).toContain(`T#${FIRM}#DL#ALL`);
  });

  it('refuses a forged cursor with 400', async () => {
    const res = await invoke(handler, apiEvent('GET /api/Dossier/user', { token: lawyer, query: { cursor: 'not-a-cursor' } }));
    expect(res.status).toBe(400);
  });

  it("answers 404 for another user's list unless the caller is an administrator of the firm", async () => {
    const res = await invoke(
      handler,
      apiEvent('GET /api/Dossier/user/{userId}', { token: lawyer, pathParameters: { userId: '01J00000000000000000OTHER' } }),
    );
    expect(res.status).toBe(404);
  });
});
