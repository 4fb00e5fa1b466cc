import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/users/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { queuedMails } from './support/outbox';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const adminToken = idToken({ userId: 'A1', structureId: 'F1', groups: ['ADMIN'] });
const userToken = idToken({ userId: 'U2', structureId: 'F1', groups: ['USER'] });
const call = (routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handler, apiEvent(routeKey, { token: adminToken, ...options }));

type Row = Record<string, unknown>;
const staff = (id: string, over: Row = {}): Row => ({
  pk: 'T#F1',
  sk: `USER#${id}`,
  type: 'USER',
  idUtilisateur: id,
  idStructure: 'F1',
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'USER',
  nom: 'Nom',
  prenom: 'Salma',
  email: `${id.toLowerCase()}@example.ma`,
  phone: '0612345678',
  actif: true,
  createdAt: '',
  ...over,
});
const admin = staff('A1', { idRolUtilisateur: 'ADMIN', nom: 'Benali', prenom: 'Youssef' });
const firm = { pk: 'T#F1', sk: 'FIRM', idStructure: 'F1', nom: 'Cabinet Benali', createdAt: '' };

/** The firm's items as the table holds them: GetItem by key, Query of the users and of the firm item. */
const firmHolds = (users: Row[], firmItem: Row = firm) => {
  dynamo.on(GetCommand).resolves({});
  for (const u of users) dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: u.sk as string } }).resolves({ Item: u });
  dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'FIRM' } }).resolves({ Item: firmItem });
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'T#F1', ':from': 'USER#' } }).resolves({ Items: users });
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'T#F1', ':sk': 'FIRM' } }).resolves({ Items: [firmItem] });
};
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const body = (over: Row = {}) => ({
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'USER',
  nom: 'Nom',
  prenom: 'Salma',
  email: 'u3@example.ma',
  phone: '0612345678',
  actif: true,
  ...over,
});

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  // The firm's daily invitation count (services/email-limits.ts).
  dynamo.on(UpdateCommand).resolves({});
  cognito.onAnyCommand().resolves({});
});

describe('list for structure', () => {
  it("lists the firm's staff with labels in the caller's language, hiding removed users and clients", async () => {
    firmHolds([
      admin,
      staff('U2', { idTypeUtilisateur: 'ASSISTANT' }),
      staff('U3', { deletedAt: '2026-01-01T00:00:00.000Z' }),
      staff('C1', { idTypeUtilisateur: 'CLIENT', idRolUtilisateur: 'CLT' }),
    ]);
    const res = await call('GET /api/Users/for-structure/{structureId}', {
      pathParameters: { structureId: 'F1' },
      token: userToken,
      language: 'ar',
    });
    expect(res.status).toBe(200);
    const list = res.body as unknown as Row[];
    expect(list.map((u) => u.idUtilisateur)).toEqual(['A1', 'U2']);
    expect(list[0]).toEqual({
      idUtilisateur: 'A1',
      idStructure: 'F1',
      idTypeUtilisateur: 'AVOCAT',
      typeUtilisateurLabel: 'محامٍ',
      idRolUtilisateur: 'ADMIN',
      roleUtilisateurLabel: 'مسؤول',
      nom: 'Benali',
      prenom: 'Youssef',
      email: 'a1@example.ma',
      phone: '0612345678',
      actif: true,
    });
    expect(list[1]).toMatchObject({ typeUtilisateurLabel: 'مساعد', roleUtilisateurLabel: 'مستخدم' });
  });

  it("answers 404 for another firm's structure id without reading anything", async () => {
    const res = await call('GET /api/Users/for-structure/{structureId}', { pathParameters: { structureId: 'F2' } });
    expect(res.status).toBe(404);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('is refused to a client (403)', async () => {
    const res = await call('GET /api/Users/for-structure/{structureId}', {
      pathParameters: { structureId: 'F1' },
      token: idToken({ structureId: 'F1', groups: ['CLT'], userType: 'CLIENT' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('create', () => {
  it('claims the email and writes the user in one transaction, creates the Cognito account in its role group and sends the invitation', async () => {
    firmHolds([admin]);
    const res = await call('POST /api/Users', {
      body: body({ idRolUtilisateur: 'ADMIN', email: 'U3@Example.ma', password: 'ignored' }),
      language: 'fr',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      idStructure: 'F1',
      email: 'u3@example.ma',
      roleUtilisateurLabel: 'Administrateur',
      typeUtilisateurLabel: 'Avocat',
      actif: true,
    });
    const [write] = transactions();
    expect(write![0]!.Put).toMatchObject({
      Item: { pk: 'EMAIL#u3@example.ma', structureId: 'F1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(write![1]!.Put!.Item).toMatchObject({ pk: 'T#F1', sk: `USER#${String(res.body.idUtilisateur)}`, idRolUtilisateur: 'ADMIN' });
    expect(write![1]!.Put!.Item).not.toHaveProperty('password');
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input.Username).toBe('u3@example.ma');
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input.GroupName).toBe('ADMIN');
    const [mail] = queuedMails(dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input));
    // Names isolated from the sentence (Unicode FSI…PDI).
    expect(mail!.subject).toBe('Invitation à rejoindre \u2068Cabinet Benali\u2069 sur Mizan');
    expect(mail!.text).toContain('\u2068Youssef Benali\u2069 vous invite');
  });

  it('answers 409 email_unavailable, saying no more, when the email already has an account, and creates nothing in Cognito', async () => {
    firmHolds([admin]);
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('x'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    dynamo.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
    const res = await call('POST /api/Users', { body: body() });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'conflict', message: 'This address cannot be used', details: [{ field: 'email', code: 'email_unavailable' }] },
    });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('removes the records again when the invitation (its token and email) cannot be written', async () => {
    firmHolds([admin]);
    dynamo.on(TransactWriteCommand).resolvesOnce({}).rejectsOnce(new Error('table down')).resolves({});
    const res = await call('POST /api/Users', { body: body() });
    expect(res.status).toBe(500);
    const undo = transactions().at(-1)!;
    expect(undo.map((i) => i.Delete?.Key?.pk)).toEqual(['EMAIL#u3@example.ma', 'T#F1']);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('is refused to a USER (403) and checks the form (400 per field)', async () => {
    expect((await call('POST /api/Users', { body: body(), token: userToken })).status).toBe(403);
    const res = await call('POST /api/Users', { body: body({ idTypeUtilisateur: 'CLIENT', email: 'bad', nom: '' }), language: 'fr' });
    expect(res.status).toBe(400);
    expect((res.body.details as Row[]).map((d) => d.field).sort()).toEqual(['email', 'idTypeUtilisateur', 'nom']);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('update', () => {
  const update = (id: string, over: Row, token = adminToken) =>
    call('PUT /api/Users/{idUtilisateur}', {
      pathParameters: { idUtilisateur: id },
      body: body({ email: `${id.toLowerCase()}@example.ma`, ...over }),
      token,
      language: 'fr',
    });

  it('refuses to demote or deactivate the last active admin (409 last_admin) and writes nothing', async () => {
    firmHolds([admin, staff('U2'), staff('A9', { idRolUtilisateur: 'ADMIN', actif: false })]);
    let res = await update('A1', { idRolUtilisateur: 'USER' });
    expect(res).toMatchObject({
      status: 409,
      body: {
        error: 'conflict',
        message: 'Le cabinet doit garder au moins un administrateur actif',
        details: [expect.objectContaining({ field: 'idRolUtilisateur', code: 'last_admin' })],
      },
    });
    res = await update('A1', { idRolUtilisateur: 'ADMIN', actif: false });
    expect(res).toMatchObject({ status: 409, body: { details: [expect.objectContaining({ field: 'actif', code: 'last_admin' })] } });
    expect(transactions()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('demotes an admin when another remains, guarding the firm admin version, and moves the Cognito group', async () => {
    firmHolds([admin, staff('A2', { idRolUtilisateur: 'ADMIN' })], { ...firm, adminsVersion: 4 });
    const res = await update('A2', { idRolUtilisateur: 'USER' });
    expect(res).toMatchObject({ status: 200, body: { idRolUtilisateur: 'USER', roleUtilisateurLabel: 'Utilisateur' } });
    const [write] = transactions();
    expect(write![0]!.Put!.ConditionExpression).toContain('idRolUtilisateur = :role AND actif = :actif');
    expect(write![0]!.Put!.ExpressionAttributeValues).toEqual({ ':role': 'ADMIN', ':actif': true });
    expect(write![1]!.Update).toMatchObject({ Key: { pk: 'T#F1', sk: 'FIRM' }, ExpressionAttributeValues: { ':next': 5, ':version': 4 } });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input.GroupName).toBe('USER');
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]!.args[0].input.GroupName).toBe('ADMIN');
  });

  it.each(['ConditionalCheckFailed', 'TransactionConflict'])('answers 409 when the firm admins changed meanwhile (%s)', async (code) => {
    firmHolds([admin, staff('A2', { idRolUtilisateur: 'ADMIN' })]);
    dynamo
      .on(TransactWriteCommand)
      .rejects(
        Object.assign(new Error('x'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: code }] }),
      );
    const res = await update('A2', { actif: false });
    // Someone changed the admins meanwhile: no one field is at fault.
    expect(res.status).toBe(409);
    expect(res.body.details).toBeUndefined();
    expect(cognito.calls()).toHaveLength(0);
  });

  it('deactivates a user: disables the Cognito account, no admin guard needed', async () => {
    firmHolds([admin, staff('U2')]);
    const res = await update('U2', { actif: false });
    expect(res).toMatchObject({ status: 200, body: { actif: false } });
    // The record alone: no admin guard.
    expect(transactions()[0]).toHaveLength(1);
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]!.args[0].input.Username).toBe('u2@example.ma');
    // Once Cognito has followed, the firm's activity log records the change.
    const logged = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(logged).toContainEqual(
      expect.objectContaining({
        Item: expect.objectContaining({ pk: 'T#F1#ACTIVITY', kind: 'USER_CHANGED', precisions: ['deactivated'] }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  });

  it("changes the Cognito user type with the record's type, and nothing else in Cognito", async () => {
    firmHolds([admin, staff('U2')]);
    const res = await update('U2', { idTypeUtilisateur: 'ASSISTANT' });
    expect(res).toMatchObject({ status: 200, body: { idTypeUtilisateur: 'ASSISTANT', typeUtilisateurLabel: 'Assistant' } });
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input.UserAttributes).toEqual([
      { Name: 'custom:userType', Value: 'ASSISTANT' },
    ]);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });

  it('refuses an email change with a field error', async () => {
    firmHolds([admin, staff('U2')]);
    const res = await update('U2', { email: 'new@example.ma' });
    expect(res).toMatchObject({
      status: 400,
      body: {
        details: [{ field: 'email', code: 'email_immutable', message: "L'adresse email d'un utilisateur ne peut pas être modifiée" }],
      },
    });
    expect(transactions()).toHaveLength(0);
  });

  it("answers 404 for another firm's user, a client or a removed user", async () => {
    firmHolds([
      admin,
      staff('C1', { idTypeUtilisateur: 'CLIENT', idRolUtilisateur: 'CLT' }),
      staff('U3', { deletedAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    expect((await update('ZZ', {})).status).toBe(404);
    expect((await update('C1', {})).status).toBe(404);
    expect((await update('U3', {})).status).toBe(404);
    const keys = dynamo.commandCalls(GetCommand).map((c) => c.args[0].input.Key!.pk);
    expect(new Set(keys)).toEqual(new Set(['T#F1']));
  });

  it('puts the record back when Cognito fails', async () => {
    firmHolds([admin, staff('U2')]);
    cognito.on(AdminDisableUserCommand).rejects(new Error('cognito down'));
    expect((await update('U2', { actif: false })).status).toBe(500);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ sk: 'USER#U2', actif: true });
  });
});

describe('delete', () => {
  const remove = (id: string, token = adminToken) =>
    call('DELETE /api/Users/{idUtilisateur}', { pathParameters: { idUtilisateur: id }, token });

  it('keeps a tombstone, frees the email and deletes the Cognito account', async () => {
    firmHolds([admin, staff('U2')]);
    const res = await remove('U2');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const [write] = transactions();
    expect(write![0]!.Put!.Item).toMatchObject({ sk: 'USER#U2', actif: false, deletedAt: expect.any(String), nom: 'Nom' });
    expect(write![1]!.Delete).toMatchObject({
      Key: { pk: 'EMAIL#u2@example.ma', sk: 'EMAIL' },
      ExpressionAttributeValues: { ':userId': 'U2' },
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe('u2@example.ma');
  });

  it('refuses to remove the last active admin, even oneself', async () => {
    firmHolds([admin, staff('U2')]);
    const res = await remove('A1');
    expect(res).toMatchObject({ status: 409, body: { details: [expect.objectContaining({ code: 'last_admin' })] } });
    expect(transactions()).toHaveLength(0);
  });

  it('is refused to a USER (403) and answers 404 for an unknown id', async () => {
    firmHolds([admin]);
    expect((await remove('A1', userToken)).status).toBe(403);
    expect((await remove('ZZ')).status).toBe(404);
  });

  it('restores the record and the email claim when Cognito fails', async () => {
    firmHolds([admin, staff('U2')]);
    cognito.on(AdminDeleteUserCommand).rejects(new Error('cognito down'));
    expect((await remove('U2')).status).toBe(500);
    const undo = transactions().at(-1)!;
    expect(undo[0]!.Put!.Item).toMatchObject({ sk: 'USER#U2', actif: true });
    expect(undo[0]!.Put!.Item).not.toHaveProperty('deletedAt');
    expect(undo[1]!.Put!.Item).toMatchObject({ pk: 'EMAIL#u2@example.ma', userId: 'U2' });
  });
});
