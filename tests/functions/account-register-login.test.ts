import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/src/domains/account/index';
import { REGISTER_ANSWER_MS } from '../../functions/src/domains/account/routes/register';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { queuedMails } from './support/outbox';
import { idToken, serveJwks } from './support/tokens';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  // A staff member's two-factor state (sign-in rules): the firm requires none.
  dynamo.on(BatchGetCommand).resolves({ Responses: {} });
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
  /** The emails queued in the outbox for `address` (the worker sends them). */
  const sentTo = (address: string) =>
    queuedMails(dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input)).filter((mail) => mail.to === address);

  it('writes the firm, its unverified admin, the pending registration and the verification token in one transaction, then the Cognito admin and the link', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});
    cognito.on(AdminCreateUserCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    const res = await register();

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ email: 'y.benali@example.ma' });
    const [write] = dynamo.commandCalls(TransactWriteCommand);
    const items = write!.args[0].input.TransactItems!;
    expect(items).toHaveLength(5);
    expect(items[0]!.Put).toMatchObject({ Item: { pk: 'EMAIL#y.benali@example.ma' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(items[2]!.Put!.Item).toMatchObject({
      idRolUtilisateur: 'ADMIN',
      idTypeUtilisateur: 'AVOCAT',
      actif: true,
      emailUnverified: true,
    });
    expect(items[3]!.Put!.Item).toMatchObject({ sk: 'REGISTRATION', gsi1pk: 'UNVERIFIED', email: 'y.benali@example.ma' });
    expect(items[4]!.Put!.Item).toMatchObject({ sk: 'TOKEN', kind: 'VERIFY_EMAIL' });
    expect(items.every((i) => i.Put!.TableName === 'test-table')).toBe(true);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({ Password: 'Secret@2026', Permanent: true });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toMatchObject({ GroupName: 'ADMIN' });
    const [mail] = sentTo('y.benali@example.ma');
    const token = /verify-email\?token=([\w-]+)/.exec(mail!.text)?.[1] ?? '';
    // The token's item is keyed by its hash only.
    expect(items[4]!.Put!.Item!.pk).toBe(`TOKEN#${createHash('sha256').update(token).digest('hex')}`);
  });

  it('answers a claimed email exactly like a free one, warns its owner, and touches neither the records nor Cognito', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'EMAIL#y.benali@example.ma', sk: 'EMAIL' } }).resolves({
      Item: { pk: 'EMAIL#y.benali@example.ma', sk: 'EMAIL', email: 'y.benali@example.ma', structureId: 'F1', userId: 'U1' },
    });
    dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'USER#U1' } }).resolves({
      Item: { pk: 'T#F1', sk: 'USER#U1', nom: 'Benali', prenom: 'Youssef', email: 'y.benali@example.ma', language: 'fr' },
    });
    const started = Date.now();
    const res = await register();
    expect(Date.now() - started).toBeGreaterThanOrEqual(REGISTER_ANSWER_MS - 5);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ email: 'y.benali@example.ma' });
    expect(cognito.calls()).toHaveLength(0);
    // The one transaction is the owner's warning, queued in the outbox, with its claim of the hour for the address.
    const writes = dynamo.commandCalls(TransactWriteCommand).flatMap((call) => call.args[0].input.TransactItems!);
    expect(writes.map((write) => write.Put?.Item?.type)).toEqual(['QUOTA', 'OUTBOX']);
    expect(writes[0]?.Put?.Item).toMatchObject({ pk: 'QUOTA#y.benali@example.ma', sk: 'REGISTRATION_ATTEMPT' });
    const [warning] = sentTo('y.benali@example.ma');
    expect(warning!.subject).toBe('Tentative d’inscription avec votre adresse sur Mizan');
  });

  it('removes its records at once when Cognito refuses the new user, answering the same', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});
    cognito.on(AdminCreateUserCommand).rejects(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    const res = await register();
    expect(res.status).toBe(202);
    const [write, undo] = dynamo.commandCalls(TransactWriteCommand);
    const deletes = undo!.args[0].input.TransactItems!.map((i) => i.Delete?.Key);
    expect(deletes.map((key) => key?.sk)).toEqual(['REGISTRATION', expect.stringMatching(/^USER#/), 'FIRM', 'EMAIL']);
    // The email is freed only while it is still this registration's claim.
    const admin = write!.args[0].input.TransactItems![2]!.Put!.Item!;
    expect(undo!.args[0].input.TransactItems![3]!.Delete!.ExpressionAttributeValues).toEqual({ ':userId': admin.idUtilisateur });
    expect(sentTo('y.benali@example.ma')).toHaveLength(0);
  });

  it('hands the registration to the registrations job when the Cognito user was left half made, deleting nothing itself', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
    cognito.on(AdminCreateUserCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).rejects(Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' }));
    const before = new Date().toISOString();
    const res = await register();
    expect(res.status).toBe(500);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const [handed] = dynamo.commandCalls(PutCommand);
    const item = handed!.args[0].input.Item!;
    expect(item).toMatchObject({ sk: 'REGISTRATION', gsi1pk: 'UNVERIFIED' });
    expect(String(item.removeAfter) >= before && String(item.removeAfter) <= new Date().toISOString()).toBe(true);
  });
});

describe('login', () => {
  const login = (body: unknown) => invoke(handler, apiEvent('POST /api/Account/login', { body }));
  // Each sign-in takes a try of the password first (services/password-tries.ts).
  beforeEach(() => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { tries: 1, windowStart: Math.floor(Date.now() / 1000) } });
    dynamo.on(TransactWriteCommand).resolves({});
  });
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

  it("answers 401 for wrong credentials, saying plainly in the reader's language that the email or password is wrong", async () => {
    cognito.on(InitiateAuthCommand).rejects(Object.assign(new Error('bad'), { name: 'NotAuthorizedException' }));
    const res = await login({ username: 'y@x.ma', password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'unauthorized', message: 'Incorrect email address or password.' });
    const worded = async (language: string) =>
      (await invoke(handler, apiEvent('POST /api/Account/login', { body: { username: 'y@x.ma', password: 'nope' }, language }))).body
        .message;
    expect(await worded('fr-MA,fr;q=0.9')).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(await worded('ar-MA')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('refuses a deactivated user even though Cognito accepted the password', async () => {
    signedIn();
    dynamo.on(GetCommand).resolves({ Item: { ...user, actif: false } });
    const res = await login({ username: 'y@x.ma', password: 'Secret@2026' });
    expect(res.status).toBe(401);
    // Answered exactly like a wrong password (no telling that the password was right).
    expect(res.body).toEqual({ statusCode: 401, error: 'unauthorized', message: 'Incorrect email address or password.' });
  });
});
