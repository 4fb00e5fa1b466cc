import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { MAX_PARTIES_PER_SIDE } from '@mizan/shared/schemas/dossiers';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/dossiers/index';
import { MAX_TRANSACTION_WRITES } from '../../functions/src/services/guarded-transaction';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

/**
 * The dossier aggregate: the identification and its version on META, events (parties, history)
 * never touching that version, the reads that must see a write just made, and the creation's
 * transaction budget.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);
const FIRM = '01J0000000000000000000FIRM';
const USER = '01J0000000000000000000USER';
const DOSSIER = '01J00000000000000000DOSS1';
const CLIENT = '01J00000000000000000CLNT1';
const DPK = `T#${FIRM}#D#${DOSSIER}`;
const META = { pk: DPK, sk: 'META' };

type Item = { pk: string; sk: string } & Record<string, unknown>;
/** The table as the mocks answer it: GetItem and BatchGet by key, Query by partition and sort-key prefix. */
let items: Item[] = [];
const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);

const dossierItem = (over: Record<string, unknown> = {}): Item => ({
  ...META,
  type: 'DOSSIER',
  id: DOSSIER,
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  idUtilisateur: USER,
  idStatutDossier: 'ENC',
  refCabinet: 'CAB-1',
  dateOuverture: '2026-03-01',
  alerte: false,
  nomClient: 'Salma Bennani',
  derniereAction: 'AJOUT_CLIENT',
  dateDerniereAction: '2026-03-04T09:00:00.000Z',
  version: 3,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-04-02T13:05:00.000Z',
  updatedBy: { id: '01J000000000000000000SALMA', name: 'Salma Alaoui' },
  ...over,
});

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  items = [
    dossierItem(),
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
    { pk: DPK, sk: `PARTY#${CLIENT}`, idDossier: DOSSIER, idClient: CLIENT, role: 'CLIENT', idStatutClient: 'PLG', addedAt: '2026-03-01' },
    { pk: `T#${FIRM}#C#${CLIENT}`, sk: 'META', idClient: CLIENT, idTypeClient: 'PP', nom: 'Bennani', prenom: 'Salma', isClient: true },
  ];
  dynamo.reset();
  dynamo.on(GetCommand).callsFake((input: { Key: Item }) => ({ Item: find(input.Key) }));
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Item[] }> }) => ({
    Responses: { 'test-table': input.RequestItems['test-table']!.Keys.flatMap((key) => find(key) ?? []) },
  }));
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = input.ExpressionAttributeValues ?? {};
    if (input.IndexName) return { Items: [] };
    const prefix = String(values[':from'] ?? values[':sk'] ?? '');
    return { Items: items.filter((i) => i.pk === values[':pk'] && i.sk.startsWith(prefix)) };
  });
  // a transaction's puts become readable (enough for the reads that follow a create)
  dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { Item: Item } }[] }) => {
    for (const write of input.TransactItems) if (write.Put) items.push(write.Put.Item);
    return {};
  });
  dynamo.on(BatchWriteCommand).resolves({});
  // The firm's daily invitation count (services/email-limits.ts).
  dynamo.on(UpdateCommand).resolves({});
  cognito.reset();
  cognito.onAnyCommand().resolves({});
  ses.reset();
  ses.onAnyCommand().resolves({});
});

const lawyer = idToken({ groups: ['USER'], structureId: FIRM, userId: USER });
const call = (routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handler, apiEvent(routeKey, { token: lawyer, language: 'fr', ...options }));
const update = (over: Record<string, unknown> = {}, language = 'fr') =>
  call('POST /api/Dossier/update', {
    language,
    body: {
      id: DOSSIER,
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      refCabinet: 'CAB-1',
      dateOuverture: '2026-03-01',
      nom: 'Renommé',
      ...over,
    },
  });
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const gets = () => dynamo.commandCalls(GetCommand).map((c) => c.args[0].input);
const queries = () => dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
const batchGets = () => dynamo.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!['test-table']!);
const metaRead = () => gets().filter((g) => g.Key?.sk === 'META' && g.Key.pk === DPK);
const queryOf = (prefix: string) => queries().filter((q) => q.ExpressionAttributeValues?.[':from'] === prefix);

describe('reads that must see a write just made', () => {
  it('GET api/Dossier/{id} reads the record, parties, history and client records consistently, and answers the version', async () => {
    const res = await call('GET /api/Dossier/{id}', { pathParameters: { id: DOSSIER } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: DOSSIER, version: 3, clients: [expect.objectContaining({ idClient: CLIENT })] });
    expect(metaRead().map((g) => g.ConsistentRead)).toEqual([true]);
    expect(queryOf('PARTY#').map((q) => q.ConsistentRead)).toEqual([true]);
    expect(queryOf('ACTION#').map((q) => q.ConsistentRead)).toEqual([true]);
    const clientRecords = batchGets().filter((b) => b.Keys!.some((k) => k.pk === `T#${FIRM}#C#${CLIENT}`));
    expect(clientRecords.map((b) => b.ConsistentRead)).toEqual([true]);
  });

  it('the 201 of a create reads back its parties, history, notes, documents and client records consistently', async () => {
    const res = await call('POST /api/Dossier/createDossier', {
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: 'CAB-NEW',
        dateOuverture: '2026-03-01',
        Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'ZZ1', nom: 'Tazi', prenom: 'Omar' }],
      },
    });
    expect(res.status).toBe(201);
    const id = String(res.body.id);
    const detailQueries = queries().filter((q) => q.ExpressionAttributeValues?.[':pk'] === `T#${FIRM}#D#${id}`);
    expect(detailQueries.map((q) => [q.ExpressionAttributeValues?.[':from'], q.ConsistentRead]).sort()).toEqual([
      ['ACTION#', true],
      ['DOC#', true],
      ['NOTE#', true],
      ['PARTY#', true],
    ]);
    expect(res.body.clients).toEqual([expect.objectContaining({ cin: 'ZZ1', nom: 'Tazi' })]);
    // the reads after the transaction: the client record written in it is read consistently
    const calls = dynamo
      .calls()
      .map(
        (c) => c.args[0] as { constructor: unknown; input: { RequestItems?: Record<string, { Keys: Item[]; ConsistentRead?: boolean }> } },
      );
    const committed = calls.findIndex((c) => c instanceof TransactWriteCommand);
    const clientId = (res.body.clients as { idClient: string }[])[0]!.idClient;
    const readBack = calls
      .slice(committed)
      .filter(
        (c) => c instanceof BatchGetCommand && c.input.RequestItems!['test-table']!.Keys.some((k) => k.pk === `T#${FIRM}#C#${clientId}`),
      );
    expect(readBack.map((c) => c.input.RequestItems!['test-table']!.ConsistentRead)).toEqual([true]);
  });

  it('an update reads the record consistently before its conditional edit, and the answer consistently after it', async () => {
    expect((await update({ version: 3 })).status).toBe(200);
    expect(metaRead().map((g) => g.ConsistentRead)).toEqual([true]);
    expect(queryOf('PARTY#').map((q) => q.ConsistentRead)).toEqual([true]);
    expect(queryOf('ACTION#').map((q) => q.ConsistentRead)).toEqual([true]);
  });

  it('a change of the parties reads the record and the parties consistently, and the saved client record after it', async () => {
    const res = await call('POST /api/Dossier/{id}/add-client', {
      pathParameters: { id: DOSSIER },
      body: { idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'NEW1', nom: 'Alami', prenom: 'Karim' },
    });
    expect(res.status).toBe(200);
    expect(metaRead().map((g) => g.ConsistentRead)).toEqual([true]);
    expect(queryOf('PARTY#').map((q) => q.ConsistentRead)).toEqual([true]);
    const savedRecord = gets().filter((g) => g.Key?.pk.includes('#C#') && g.Key.sk === 'META');
    expect(savedRecord.map((g) => g.ConsistentRead)).toEqual([true]);
  });
});

describe('the identification and its version', () => {
  it('edits only the identification, under the version read, without rewriting the record', async () => {
    const res = await update({ version: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nom: 'Renommé', version: 4 });
    const [writes] = transactions();
    expect(writes!.some((w) => w.Put?.Item?.sk === 'META')).toBe(false);
    const edit = writes!.find((w) => w.Update?.Key?.sk === 'META')!.Update!;
    expect(edit.Key).toEqual(META);
    expect(edit.ConditionExpression).toBe('attribute_exists(pk) AND #version = :read');
    expect(edit.ExpressionAttributeValues?.[':read']).toBe(3);
    const names = edit.ExpressionAttributeNames!;
    const set = Object.fromEntries(
      [...edit.UpdateExpression!.matchAll(/(#\w+) = (:\w+)/g)].map(([, name, value]) => [
        names[name!],
        edit.ExpressionAttributeValues![value!],
      ]),
    );
    expect(set).toMatchObject({
      nom: 'Renommé',
      version: 4,
      updatedBy: { id: USER, name: 'Youssef Benali' },
      derniereAction: 'IDENTIFICATION',
    });
    expect(Object.keys(set).sort()).toEqual(
      [
        'alerte',
        'dateDerniereAction',
        'dateOuverture',
        'derniereAction',
        'idStatutDossier',
        'idTribunal',
        'idTypeDossier',
        'idUtilisateur',
        'nom',
        'refCabinet',
        'updatedAt',
        'updatedBy',
        'version',
      ].sort(),
    );
    // absent optional fields are cleared; what events keep on the record is not touched
    expect(edit.UpdateExpression).toMatch(/REMOVE #\w+, #\w+$/);
    expect(Object.values(names)).not.toEqual(expect.arrayContaining(['nomClient']));
    expect(Object.values(names)).not.toContain('partiesVersion');
    expect(Object.values(names)).not.toContain('messagesNonLus');
  });

  it('refuses a stale version with 409 dossier_changed naming who changed it and when, and writes nothing', async () => {
    const res = await update({ version: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'dossier_changed',
      message: 'Le dossier a été modifié entre-temps. Rechargez-le et réessayez.',
    });
    expect(res.body.details).toEqual([
      {
        field: 'version',
        code: 'dossier_changed',
        message: 'Salma Alaoui a modifié le dossier le 02/04/2026 à 14h05.',
        by: 'Salma Alaoui',
        at: '2026-04-02T13:05:00.000Z',
      },
    ]);
    expect(transactions()).toHaveLength(0);
    const english = await update({ version: 2 }, 'en');
    expect((english.body.details as { message: string }[])[0]!.message).toBe('Salma Alaoui changed the case on 02/04/2026 at 14:05.');
  });

  it('answers who changed it when another edit lands between the read and the write (the record is read again)', async () => {
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update?: { Key: Item } }[] }) => {
      items[0] = dossierItem({ version: 4, updatedBy: { id: 'U9', name: 'Khadija Amrani' }, updatedAt: '2026-03-05T09:30:00.000Z' });
      const reasons = input.TransactItems.map((w) => ({ Code: w.Update?.Key.sk === 'META' ? 'ConditionalCheckFailed' : 'None' }));
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
    });
    const res = await update({ version: 3 });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([expect.objectContaining({ by: 'Khadija Amrani', at: '2026-03-05T09:30:00.000Z' })]);
    expect(metaRead().map((g) => g.ConsistentRead)).toEqual([true, true]);
  });

  it('without a version (an older client) edits the dossier at the version it reads', async () => {
    expect((await update()).status).toBe(200);
    const edit = transactions()[0]!.find((w) => w.Update?.Key?.sk === 'META')!.Update!;
    expect(edit.ExpressionAttributeValues?.[':read']).toBe(3);
  });

  it("a client's own reference is an edit of the identification too", async () => {
    const client = idToken({ groups: ['CLT'], structureId: FIRM, userId: '01J000000000000000000CLUSR', userType: 'CLIENT' });
    items.push(
      { pk: `T#${FIRM}#U#01J000000000000000000CLUSR`, sk: `CLIENT#${CLIENT}`, idClient: CLIENT },
      { pk: `T#${FIRM}#C#${CLIENT}`, sk: `D#${DOSSIER}`, idDossier: DOSSIER, idClient: CLIENT, role: 'CLIENT' },
    );
    const res = await call('POST /api/Dossier/{id}/client-reference', {
      token: client,
      pathParameters: { id: DOSSIER },
      body: { refClient: 'MA-REF' },
    });
    expect(res.status).toBe(200);
    const edit = transactions()[0]!.find((w) => w.Update?.Key?.sk === 'META')!.Update!;
    expect(edit.ConditionExpression).toBe('attribute_exists(pk) AND #version = :read');
    expect(Object.values(edit.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['MA-REF', 4]));
  });
});

describe('events never touch the version', () => {
  it('adding a party updates the clients’ names and last action under the parties counter, not the version', async () => {
    const res = await call('POST /api/Dossier/{id}/add-client', {
      pathParameters: { id: DOSSIER },
      body: { idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'NEW1', nom: 'Alami', prenom: 'Karim' },
    });
    expect(res.status).toBe(200);
    const [writes] = transactions();
    const meta = writes!.filter((w) => (w.Update?.Key ?? w.Put?.Item)?.sk === 'META' && (w.Update?.Key ?? w.Put?.Item)?.pk === DPK);
    expect(meta).toHaveLength(1);
    const change = meta[0]!.Update!;
    expect(Object.values(change.ExpressionAttributeNames!)).not.toContain('version');
    expect(Object.values(change.ExpressionAttributeNames!)).toEqual(
      expect.arrayContaining(['nomClient', 'derniereAction', 'dateDerniereAction', 'partiesVersion']),
    );
    expect(change.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(#parties)');
    expect(Object.values(change.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining(['Salma Bennani, Karim Alami', 'AJOUT_CLIENT', 1]),
    );
    // the dossier's entries by its clients' names move with them, in the same transaction: each holds them all
    const byNames = writes!.flatMap((w) => (w.Put?.Item?.sk.startsWith('N#') ? [w.Put.Item] : []));
    expect(byNames.map((item) => item.sk)).toEqual(['salma', 'bennani', 'karim', 'alami'].map((word) => `N#${word}#${DOSSIER}`));
    expect(byNames.every((item) => JSON.stringify(item.words) === JSON.stringify(['salma', 'bennani', 'karim', 'alami']))).toBe(true);
  });

  it('a concurrent change of the parties answers 409 parties_changed', async () => {
    items[0] = dossierItem({ partiesVersion: 2 });
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update?: { Key: Item; ConditionExpression: string } }[] }) => {
      const reasons = input.TransactItems.map((w) => ({
        Code: w.Update?.ConditionExpression?.includes('#parties = :read') ? 'ConditionalCheckFailed' : 'None',
      }));
      throw new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
    });
    const res = await call('POST /api/Dossier/{id}/remove-client/{clientId}', { pathParameters: { id: DOSSIER, clientId: CLIENT } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: 'Les parties du dossier ont changé entre-temps. Réessayez.' });
  });
});

describe('the creation’s transaction budget', () => {
  it(`stays within ${MAX_TRANSACTION_WRITES} writes with ${MAX_PARTIES_PER_SIDE} new clients (with accounts) and ${MAX_PARTIES_PER_SIDE} new opposing parties, a conflict confirmed`, async () => {
    // a record elsewhere on the other side, found by name: the creation records a confirmed conflict
    items.push(
      { pk: `T#${FIRM}#C#OLD`, sk: 'META', idClient: 'OLD', idTypeClient: 'PP', nom: 'Alami', prenom: 'Karim', isClient: false },
      { pk: `T#${FIRM}#C#OLD`, sk: 'D#DX', idDossier: 'DX', idClient: 'OLD', role: 'ADVERSAIRE', idStatutClient: 'ACS', addedAt: '' },
      { pk: `T#${FIRM}#D#DX`, sk: 'META', id: 'DX', refCabinet: 'AUTRE-1' },
    );
    dynamo.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [{ gsi2sk: 'OLD' }] });
    const many = 'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize';
    const clients = Array.from({ length: MAX_PARTIES_PER_SIDE }, (_, i) => ({
      idTypeClient: 'PP',
      idStatutClient: 'PLG',
      cin: `CL${i}`,
      nom: i === 0 ? 'Alami' : `${many} ${i}`,
      prenom: i === 0 ? 'Karim' : 'Prénom',
      email: `client${i}@example.ma`,
    }));
    const adversaires = Array.from({ length: MAX_PARTIES_PER_SIDE }, (_, i) => ({
      idTypeClient: 'PM',
      idStatutClient: 'ACS',
      rc: `RC${i}`,
      raisonSociale: `${many} SA ${i}`,
    }));
    const res = await call('POST /api/Dossier/createDossier', {
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: 'CAB 2026 1 2 3 4 5 6 7 8',
        refClient: 'CLI 9 10 11 12',
        refTribunal: 'TRI 13 14 15 16',
        nom: many,
        dateOuverture: '2026-03-01',
        Client: clients,
        adversaire: adversaires,
        confirmConflict: true,
      },
    });
    expect(res.status).toBe(201);
    const [creation, ...after] = transactions();
    const invitations = after.filter((writes) => writes.some((w) => w.Put?.Item?.type === 'OUTBOX'));
    const accounts = after.filter((writes) => !invitations.includes(writes));
    // META + reference + type usage + 8 list entries + 2 history entries (creation, conflict confirmed),
    // then per new party: record + CIN/RC claim + PARTY# + D#
    const budget = 1 + 1 + 1 + 8 + 2 + 2 * MAX_PARTIES_PER_SIDE * 4;
    expect(creation).toHaveLength(budget);
    expect(budget).toBeLessThanOrEqual(MAX_TRANSACTION_WRITES);
    expect(creation!.filter((w) => w.Put?.Item?.type === 'DOSSIER_ACTION').map((w) => w.Put!.Item!.idTypeAction)).toEqual([
      'CREATION',
      'CONFLIT_CONFIRME',
    ]);
    // each client's account is a transaction of its own, after the dossier's, with its activity entry
    expect(accounts).toHaveLength(MAX_PARTIES_PER_SIDE);
    expect(accounts.every((writes) => writes.length === 5)).toBe(true);
    // and each invitation one more: its token and its email in the outbox
    expect(invitations.map((writes) => writes.map((w) => w.Put?.Item?.type))).toEqual(
      Array(MAX_PARTIES_PER_SIDE).fill(['TOKEN', 'OUTBOX']),
    );
    // the search words (16 per entity at most) went before, outside any transaction
    const words = dynamo.commandCalls(BatchWriteCommand).flatMap((c) => c.args[0].input.RequestItems!['test-table']!);
    expect(words.length).toBeGreaterThan(MAX_TRANSACTION_WRITES);
    expect(dynamo.commandCalls(BatchWriteCommand).every((c) => c.args[0].input.RequestItems!['test-table']!.length <= 25)).toBe(true);
  });

  it('writes the search entries of a creation that fits, with what search shows, in its one transaction', async () => {
    const res = await call('POST /api/Dossier/createDossier', {
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: 'CAB-SMALL',
        nom: 'Bail commercial',
        dateOuverture: '2026-03-01',
        Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: 'ZZ2', nom: 'Tazi', prenom: 'Omar' }],
        adversaire: [{ idTypeClient: 'PM', idStatutClient: 'ACS', rc: 'RC9', raisonSociale: 'Atlas SARL' }],
      },
    });
    expect(res.status).toBe(201);
    const [creation] = transactions();
    const entries = creation!.filter((w) => w.Put?.Item?.type === 'SEARCH').map((w) => w.Put!.Item!);
    // the dossier (by its words, its clients' names, its references' parts) and both new records
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(['D', 'N', 'R', 'C']));
    // what search shows of the dossier (D) and of the records (C) is on their entries from the start
    const showing = entries.filter((entry) => entry.kind === 'D' || entry.kind === 'C');
    expect(showing.length).toBeGreaterThan(0);
    expect(showing.every((entry) => entry.shown !== undefined)).toBe(true);
    expect(creation!.length).toBeLessThanOrEqual(MAX_TRANSACTION_WRITES);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand).filter((c) => c.args[0].input.UpdateExpression === 'SET shown = :shown')).toHaveLength(0);
  });
});

describe('the edit’s transaction budget', () => {
  it(`stays within ${MAX_TRANSACTION_WRITES} writes when every reference, the name, the type, the status, the opening date and the lawyer change`, async () => {
    const OTHER = '01J000000000000000000OTHER';
    items.push({
      pk: `T#${FIRM}`,
      sk: `USER#${OTHER}`,
      idUtilisateur: OTHER,
      nom: 'Alaoui',
      prenom: 'Salma',
      idTypeUtilisateur: 'AVOCAT',
      idRolUtilisateur: 'USER',
      actif: true,
    });
    // references of more parts than are indexed (16), a name of more words than are indexed (16): all of them new
    const identification = (tag: string) => ({
      refCabinet: `${tag}-${tag.repeat(20)}`,
      refTribunal: `${tag}${tag}-${'7'.repeat(12)}${tag}`,
      refClient: `${tag}${tag}${tag}-${tag}8888888888`,
      nom: Array.from({ length: 18 }, (_, i) => `${tag}mot${i}`).join(' '),
    });
    items[0] = dossierItem(identification('x'));
    const res = await update({
      ...identification('y'),
      idTypeDossier: 'COM',
      idStatutDossier: 'CLO',
      dateOuverture: '2026-04-01',
      idUtilisateur: OTHER,
      version: 3,
    });
    expect(res.status).toBe(200);
    const [edit] = transactions();
    const written = (prefix: string) => edit!.filter((w) => (w.Put?.Item?.sk ?? w.Delete?.Key?.sk ?? '').startsWith(prefix));
    // the references' parts: 16 deleted, 16 put; the dossier's words likewise
    expect(written('R#')).toHaveLength(32);
    expect(written('D#')).toHaveLength(32);
    // META + the reference moved (2) + the type's usage (2) + 8 list entries moved (16) + the words (32) + the
    // references' parts (32) + the history (identification, status) + the lawyer's change in the activity log
    const budget = 1 + 2 + 2 + 16 + 32 + 32 + 2 + 1;
    expect(edit).toHaveLength(budget);
    expect(budget).toBeLessThanOrEqual(MAX_TRANSACTION_WRITES);
  });
});
