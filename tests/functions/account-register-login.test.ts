import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/src/domains/account/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

const registration = {
  userName: 'Benali',
  userFirstName: 'Youssef',
  structure: "Cabinet Benali & Associés d'Agadir",
  email: 'Y.Benali@Example.ma',
  phone: '+212 6 12 34 56 78',
  password: 'Secret@2026',
};
const register = () => invoke(handler, apiEvent('POST /api/account/register', { body: registration }));

describe('register', () => {
  it('claims the email, writes the firm and its admin in one transaction, then creates the Cognito admin', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    cognito.on(AdminCreateUserCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    const res = await register();

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'y.benali@example.ma' });
    const [write] = dynamo.commandCalls(TransactWriteCommand);
    const items = write!.args[0].input.TransactItems!;
    expect(items).toHaveLength(3);
    expect(items[0]!.Put).toMatchObject({ Item: { pk: 'EMAIL#y.benali@example.ma' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(items[2]!.Put!.Item).toMatchObject({ idRolUtilisateur: 'ADMIN', idTypeUtilisateur: 'AVOCAT', actif: true, nom: 'Benali' });
    expect(items.every((i) => i.Put!.TableName === 'test-table')).toBe(true);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({ Password: 'Secret@2026', Permanent: true });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toMatchObject({
      GroupName: 'ADMIN',
      Username: 'y.benali@example.ma',
    });
  });

  it('answers 409 username_taken when the email is already claimed, without touching Cognito', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    const res = await register();
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'username_taken',
      message: 'Username Taken',
      details: [{ field: 'email', code: 'username_taken', message: 'Username Taken' }],
    });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('removes its records again when Cognito refuses, leaving nothing half-written', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    cognito.on(AdminCreateUserCommand).rejects(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    const res = await register();
    expect(res.status).toBe(409);
    const [write, rollback] = dynamo.commandCalls(TransactWriteCommand);
    const undo = rollback!.args[0].input.TransactItems!;
    expect(undo.map((i) => i.Delete?.Key?.pk)).toEqual([
      'EMAIL#y.benali@example.ma',
      expect.stringMatching(/^T#/),
      expect.stringMatching(/^T#/),
    ]);
    // The email is freed only while it is still this registration's claim.
    const admin = write!.args[0].input.TransactItems![2]!.Put!.Item!;
    expect(undo[0]!.Delete!.ExpressionAttributeValues).toEqual({ ':userId': admin.idUtilisateur });
  });
});

describe('login', () => {
  const login = (body: unknown) => invoke(handler, apiEvent('POST /api/Account/login', { body }));
  const user = {
    pk: 'T#F1',
    sk: 'USER#U1',
    idUtilisateur: 'U1',
    idStructure: 'F1',
    idTypeUtilisateur: 'AVOCAT',
    idRolUtilisateur: 'ADMIN',
    nom: 'Benali',
    prenom: 'Youssef',
    email: 'y@x.ma',
    actif: true,
    createdAt: '',
  };
  const signedIn = () =>
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: {
        IdToken: idToken({ userId: 'U1', structureId: 'F1', groups: ['ADMIN'] }),
        RefreshToken: 'refresh-1',
        ExpiresIn: 3600,
      },
    });

  it('answers the documented session shape, its refresh token in a cookie only', async () => {
    signedIn();
    dynamo.on(GetCommand).resolves({ Item: user });
    const res = await login({ username: 'Y@X.ma', password: 'Secret@2026' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      roles: ['ADMIN'],
      id: 'U1',
      name: 'Youssef Benali',
      email: 'y@x.ma',
      type: 'AVOCAT',
      idStructure: 'F1',
    });
    expect(JSON.stringify(res.body)).not.toContain('refresh-1');
    expect(res.cookies).toEqual(['mizan_refresh=refresh-1; Path=/api/Account/refresh; HttpOnly; Secure; SameSite=Strict; Max-Age=2592000']);
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input.AuthParameters).toMatchObject({ USERNAME: 'y@x.ma' });
  });

  it('answers 400 when a field is missing', async () => {
    const res = await login({ username: 'y@x.ma' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'password', code: 'required' })]);
  });

  it('answers 401 for wrong credentials', async () => {
    cognito.on(InitiateAuthCommand).rejects(Object.assign(new Error('bad'), { name: 'NotAuthorizedException' }));
    const res = await login({ username: 'y@x.ma', password: 'nope' });
    expect(res.status).toBe(401);
  });

  it('refuses a deactivated user even though Cognito accepted the password', async () => {
    signedIn();
    dynamo.on(GetCommand).resolves({ Item: { ...user, actif: false } });
    const res = await login({ username: 'y@x.ma', password: 'Secret@2026' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'unauthorized', message: 'Account disabled' });
  });
});
