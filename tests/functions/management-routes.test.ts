import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/management/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const FIRM = '01J0000000000000000000FIRM';

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
});

const admin = idToken({ groups: ['ADMIN'], structureId: FIRM });
const call = (routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handler as never, apiEvent(routeKey, { token: admin, ...options }));
const firmItems = (items: Record<string, unknown>[]) =>
  dynamo.on(QueryCommand).resolves({ Items: items.map((item) => ({ pk: `T#${FIRM}`, sk: `REFTYPE#${item.kind}#${item.id}`, ...item })) });
const writes = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

describe('options', () => {
  it('answers active dossier types in the language, English for an unknown one, without inactive types', async () => {
    firmItems([
      { kind: 'dossierType', id: 'PEN', global: true, actif: false },
      {
        kind: 'dossierType',
        id: 'IP',
        global: false,
        label: 'Propriété intellectuelle',
        actif: true,
        traductions: [{ langue: 'en', valeur: 'Intellectual property', actif: true }],
      },
    ]);
    const de = await call('GET /api/Management/GetAllTypeDossiers/{language}', { pathParameters: { language: 'de' } });
    expect(de.status).toBe(200);
    const options = de.body as unknown as { value: string; label: string }[];
    expect(options).toContainEqual({ value: 'COM', label: 'Commercial' });
    expect(options).toContainEqual({ value: 'IP', label: 'Intellectual property' });
    expect(options.some((o) => o.value === 'PEN')).toBe(false);
    expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({ ':pk': `T#${FIRM}` });
  });

  it('answers statuses in Arabic in their fixed order, with no read', async () => {
    const res = await call('GET /api/Management/GetAllStatutDossiers/{language}', { pathParameters: { language: 'ar' } });
    expect((res.body as unknown as { value: string }[]).map((o) => o.value)).toEqual(['ENC', 'ATT', 'SSP', 'CLO']);
    expect(res.body).toContainEqual({ value: 'CLO', label: 'مغلق' });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it("lists a court of appeal's first-instance courts, 404 for an unknown court", async () => {
    const res = await call('GET /api/Management/{courtId}/GetAllFirstInstance/{language}', {
      pathParameters: { courtId: 'CA-RABAT', language: 'fr' },
    });
    expect(res.body).toContainEqual({ value: 'TPI-SALE', label: 'Tribunal de première instance de Salé' });
    const unknown = await call('GET /api/Management/{courtId}/GetAllFirstInstance/{language}', {
      pathParameters: { courtId: 'CA-NOWHERE', language: 'fr' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('create', () => {
  it('creates a firm type with a uniqueness condition; the identifier is stored upper-case', async () => {
    const res = await call('POST /api/type-dossiers', {
      body: { id: 'ip', label: 'Propriété intellectuelle', traductions: [{ langue: 'ar', valeur: 'الملكية الفكرية' }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 'IP',
      actif: true,
      global: false,
      traductions: [{ idTDT: 'IP-ar', idTypeDossier: 'IP', langue: 'ar' }],
    });
    const [items] = writes();
    expect(items).toHaveLength(2);
    expect(items![0]!.Put).toMatchObject({
      Item: { pk: `T#${FIRM}`, sk: 'REFTYPE#dossierType#IP', usage: 0 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    // The firm's activity log records the change in the same transaction.
    expect(items![1]!.Put).toMatchObject({
      Item: { pk: `T#${FIRM}#ACTIVITY`, kind: 'SETTINGS_CHANGED', subject: 'IP', precisions: ['dossierType', 'created'] },
    });
  });

  it("answers 409 for a built-in type's identifier, and for one the firm already has", async () => {
    const builtIn = await call('POST /Management/Create-type-dossier', { body: { id: 'civ', label: 'Civil' } });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.details).toEqual([{ field: 'id', code: 'reference_id_taken', message: 'This identifier already exists' }]);
    expect(writes()).toHaveLength(0);
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    const taken = await call('POST /api/type-depenses', { body: { id: 'DOUANE', label: 'Douane' }, language: 'fr' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: 'conflict',
      message: 'Cet identifiant existe déjà',
      details: [{ field: 'id', code: 'reference_id_taken', message: 'Cet identifiant existe déjà' }],
    });
  });

  it('refuses two translations in one language, in the caller language, writing nothing', async () => {
    const res = await call('POST /api/type-dossiers', {
      language: 'fr',
      body: {
        id: 'X',
        label: 'X',
        traductions: [
          { langue: 'fr', valeur: 'a' },
          { langue: 'fr', valeur: 'b' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      field: 'traductions.1.langue',
      code: 'translation_duplicate',
      message: 'Une seule traduction par langue',
    });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses a missing identifier and description, and a negative delay', async () => {
    const res = await call('POST /api/Management/Create-type-echeance', {
      body: { delai: -1, nextActions: [{ IdChild: 'DOC', delais: -2 }] },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.details as { field: string; code: string }[]).map((d) => `${d.field}:${d.code}`);
    expect(fields).toEqual(
      expect.arrayContaining(['id:required', 'label:required', 'delai:delay_invalid', 'nextActions.0.delais:delay_invalid']),
    );
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses the all-zero placeholder as an identifier', async () => {
    const res = await call('POST /api/type-dossiers', { body: { id: '0000', label: 'Zéro' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'id', code: 'invalid_id' })]);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('a USER cannot create (403) and nothing is read or written', async () => {
    const res = await invoke(
      handler as never,
      apiEvent('POST /api/type-dossiers', { token: idToken({ groups: ['USER'] }), body: { id: 'X', label: 'X' } }),
    );
    expect(res.status).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('creates a deadline type with its chain, conditioned on the chain version it checked', async () => {
    dynamo.on(GetCommand).resolves({ Item: { pk: `T#${FIRM}`, sk: 'REFCHAIN#deadlineType', version: 4 } });
    const res = await call('POST /api/Management/Create-type-echeance', {
      language: 'en',
      body: { id: 'EXP', label: 'Expertise', delai: 10, isauto: false, nextActions: [{ IdChild: 'DOC', delais: 3 }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 'EXP',
      delai: 10,
      nextActions: [{ IdParent: 'EXP', IdChild: 'DOC', ChildLabel: 'Document sending', delais: 3 }],
    });
    const [items] = writes();
    expect(items![1]!.Update).toMatchObject({
      ConditionExpression: '#version = :seen',
      ExpressionAttributeValues: { ':seen': 4, ':next': 5 },
    });
  });
});

describe('update', () => {
  it("refuses a chain that loops back through another type's chain (400 next_action_cycle), writing nothing", async () => {
    // TEL → AUD closes AUD → DOC → TEL → AUD.
    const res = await call('PUT /api/Management/Update-type-echeance/{id}', {
      pathParameters: { id: 'TEL' },
      body: { label: 'Téléphone', nextActions: [{ IdChild: 'AUD', delais: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'nextActions.0.IdChild', code: 'next_action_cycle' })]);
    expect(writes()).toHaveLength(0);
  });

  it('overrides a built-in type for this firm only, keeping its usage count (an update, not a put)', async () => {
    const res = await call('PUT /api/type-dossiers/{id}', {
      pathParameters: { id: 'CIV' },
      body: { label: 'Civil', actif: false, traductions: [{ langue: 'fr', valeur: 'Droit civil' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'CIV', global: true, actif: false });
    const update = writes()[0]![0]!.Update!;
    expect(update.Key).toEqual({ pk: `T#${FIRM}`, sk: 'REFTYPE#dossierType#CIV' });
    expect(update.ConditionExpression).toBeUndefined();
    expect(update.UpdateExpression).not.toMatch(/usage/);
  });

  it("answers 404 for a firm type this firm does not have (another firm's id reads as absent)", async () => {
    const res = await call('PUT /api/type-depenses/{id}', { pathParameters: { id: 'THEIRS' }, body: { label: 'x' } });
    expect(res.status).toBe(404);
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ pk: `T#${FIRM}`, sk: 'REFTYPE#expenseType#THEIRS' });
    expect(writes()).toHaveLength(0);
  });

  it('refuses a body identifier different from the path (identifiers cannot be renamed)', async () => {
    const res = await call('PUT /Management/Update-type-dossier/{id}', {
      pathParameters: { id: 'CIV' },
      body: { id: 'OTHER', label: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'id', code: 'reference_id_mismatch' })]);
  });
});

describe('delete', () => {
  const stored = (usage: number) =>
    dynamo.on(GetCommand, { Key: { pk: `T#${FIRM}`, sk: 'REFTYPE#dossierType#IP' } }).resolves({
      Item: {
        pk: `T#${FIRM}`,
        sk: 'REFTYPE#dossierType#IP',
        kind: 'dossierType',
        id: 'IP',
        global: false,
        label: 'IP',
        actif: true,
        usage,
      },
    });

  it('deletes an unused firm type on condition that it is still unused', async () => {
    stored(0);
    const res = await call('DELETE /api/type-dossiers/{id}', { pathParameters: { id: 'IP' } });
    expect(res.body).toEqual({ ok: true, outcome: 'deleted' });
    expect(writes()[0]![0]!.Delete!.ConditionExpression).toContain('#usage <= :zero');
  });

  it('deactivates a firm type in use instead of deleting it', async () => {
    stored(2);
    const res = await call('DELETE /type-dossiers/{id}', { pathParameters: { id: 'IP' } });
    expect(res.body).toEqual({ ok: true, outcome: 'deactivated' });
    const [items] = writes();
    expect(items![0]!.Delete).toBeUndefined();
    expect(items![0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':f0': false });
  });

  it('deactivates when the type is put to use between the read and the delete', async () => {
    stored(0);
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        Object.assign(new Error('cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
        }),
      )
      .resolves({});
    const res = await call('DELETE /api/type-dossiers/{id}', { pathParameters: { id: 'IP' } });
    expect(res.body).toEqual({ ok: true, outcome: 'deactivated' });
  });

  it('only deactivates a built-in type, and the deadline-type path deletes deadline types', async () => {
    const res = await call('DELETE /api/type-echeances/{id}', { pathParameters: { id: 'RDV' } });
    expect(res.body).toEqual({ ok: true, outcome: 'deactivated' });
    expect(writes()[0]![0]!.Update!.Key).toEqual({ pk: `T#${FIRM}`, sk: 'REFTYPE#deadlineType#RDV' });
  });

  it('answers 404 for a type the firm does not have', async () => {
    const res = await call('DELETE /api/type-depenses/{id}', { pathParameters: { id: 'NOPE' } });
    expect(res.status).toBe(404);
    expect(writes()).toHaveLength(0);
  });
});

describe('closure days', () => {
  it('adds a day once (409 the second time) and refuses an impossible date', async () => {
    const ok = await call('POST /api/closure-days', { body: { date: '2026-12-24', motif: 'Fermeture annuelle' } });
    expect(ok.status).toBe(201);
    expect(writes()[0]![0]!.Put!.Item).toMatchObject({ pk: `T#${FIRM}`, sk: 'CLOSURE#2026-12-24' });
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    const again = await call('POST /api/closure-days', { body: { date: '2026-12-24' } });
    expect(again).toMatchObject({ status: 409, body: { details: [{ field: 'date', code: 'closure_day_taken' }] } });
    const bad = await call('POST /api/closure-days', { body: { date: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'date', code: 'date_invalid' })]);
  });
});
