import {
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../functions/src/db/tokens';
import { handler } from '../../functions/src/domains/account/index';
import { sessionEnded } from '../../functions/src/services/session-ended';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const user = {
  pk: 'T#F1',
  sk: 'USER#U1',
  type: 'USER',
  idUtilisateur: 'U1',
  idStructure: 'F1',
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'ADMIN',
  nom: 'Benali',
  prenom: 'Youssef',
  email: 'y@x.ma',
  actif: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const now = () => Math.floor(Date.now() / 1000);
const endedAt = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
const recordWith = (fields: Record<string, unknown>) =>
  dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'USER#U1' } }).resolves({ Item: { ...user, ...fields } });
const tokenSince = (authTime: number) => idToken({ userId: 'U1', structureId: 'F1', groups: ['ADMIN'], authTime });

/** The app's own refresh call: its header, its origin (APP_URL of the test env) and the cookie. */
const APP = { 'x-requested-with': 'mizan', origin: 'https://app.test' };
const refresh = (options: { headers?: Record<string, string>; cookies?: string[] } = {}) =>
  invoke(handler, apiEvent('POST /api/Account/refresh', { headers: APP, cookies: ['mizan_refresh=refresh-1'], ...options }));
const COOKIE_ATTRIBUTES = 'Path=/api/Account/refresh; HttpOnly; Secure; SameSite=Strict';

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  // A staff member's two-factor state (sign-in rules): the firm requires none.
  dynamo.on(BatchGetCommand).resolves({ Responses: {} });
  cognito.reset();
  recordWith({});
  dynamo.on(UpdateCommand).resolves({});
  cognito.onAnyCommand().resolves({});
});

describe('a session ended by its person or an administrator', () => {
  it('is told by its sign-in time: before the end is over, the end itself and after it are not', () => {
    const end = '2026-03-01T10:00:00.400Z';
    const second = Date.parse('2026-03-01T10:00:00Z') / 1000;
    expect(sessionEnded({}, second - 3600)).toBe(false);
    expect(sessionEnded({ sessionsEndedAt: end }, second - 1)).toBe(true);
    // Signed in within the second of the end, before or after it: it cannot be told, so it is over.
    expect(sessionEnded({ sessionsEndedAt: end }, second)).toBe(true);
    expect(sessionEnded({ sessionsEndedAt: end }, second + 1)).toBe(false);
    expect(sessionEnded({ sessionsEndedAt: end }, undefined)).toBe(true);
  });

  it('refuses an ID token signed in before the end with 401, and takes one signed in after it', async () => {
    recordWith({ sessionsEndedAt: endedAt(10) });
    const before = await invoke(handler, apiEvent('GET /api/Account/me', { token: tokenSince(now() - 60) }));
    expect(before.status).toBe(401);
    expect(before.body).toMatchObject({ statusCode: 401, error: 'unauthorized' });
    dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'FIRM' } }).resolves({ Item: { nom: 'Cabinet' } });
    const after = await invoke(handler, apiEvent('GET /api/Account/me', { token: tokenSince(now() - 5) }));
    expect(after.status).toBe(200);
  });
});

describe('POST /api/Account/logout', () => {
  it('ends every session: the record, Cognito, the cookie; it answers once the second of the end is over', async () => {
    const res = await invoke(handler, apiEvent('POST /api/Account/logout', { token: tokenSince(now()) }));
    const answered = Date.now();
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update).toMatchObject({ Key: { pk: 'T#F1', sk: 'USER#U1' }, UpdateExpression: 'SET sessionsEndedAt = :now' });
    const ended = Date.parse(String(update.ExpressionAttributeValues![':now']));
    expect(Math.floor(answered / 1000)).toBeGreaterThan(Math.floor(ended / 1000));
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toMatchObject({ Username: 'y@x.ma' });
    expect(res.cookies).toEqual([`mizan_refresh=; ${COOKIE_ATTRIBUTES}; Max-Age=0`]);
  });

  it('needs a token', async () => {
    expect((await invoke(handler, apiEvent('POST /api/Account/logout'))).status).toBe(401);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('POST /api/Account/refresh', () => {
  const renewed = (authTime: number) =>
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: tokenSince(authTime), ExpiresIn: 3600 } });

  it("renews with the cookie's refresh token and answers no token but the ID token", async () => {
    renewed(now() - 60);
    const res = await refresh();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'U1', token: expect.any(String) });
    expect(res.body).not.toHaveProperty('refreshToken');
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
  });

  it('sets no cookie when Cognito keeps the refresh token, and the new one when it rotates it', async () => {
    renewed(now());
    expect((await refresh()).cookies).toEqual([]);
    cognito
      .on(InitiateAuthCommand)
      .resolves({ AuthenticationResult: { IdToken: tokenSince(now()), RefreshToken: 'refresh-2', ExpiresIn: 3600 } });
    expect((await refresh()).cookies).toEqual([`mizan_refresh=refresh-2; ${COOKIE_ATTRIBUTES}; Max-Age=2592000`]);
  });

  it('refuses with 401 a session that began before its person ended their sessions, though Cognito renewed it', async () => {
    recordWith({ sessionsEndedAt: endedAt(10) });
    renewed(now() - 60);
    const res = await refresh();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'unauthorized' });
  });

  it('refuses with 401 a call without the cookie, asking Cognito nothing', async () => {
    const res = await refresh({ cookies: [] });
    expect(res.status).toBe(401);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    ['without the app header', { origin: APP.origin }],
    ['with another header value', { 'x-requested-with': 'XMLHttpRequest', origin: APP.origin }],
    ['from another origin', { 'x-requested-with': 'mizan', origin: 'https://evil.example' }],
  ])('refuses with 403 a call %s (cross-site request forgery), asking Cognito nothing', async (_case, headers) => {
    const res = await refresh({ headers });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'forbidden' });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('takes a call without Origin (not a browser) that carries the header', async () => {
    renewed(now());
    expect((await refresh({ headers: { 'x-requested-with': 'mizan' } })).status).toBe(200);
  });
});

describe('the password changes end every session', () => {
  it('change-password marks the end, signs out everywhere, then opens a new session for this device in its cookie', async () => {
    cognito
      .on(InitiateAuthCommand)
      .resolvesOnce({ AuthenticationResult: { IdToken: 'proof', RefreshToken: 'old' } })
      .resolvesOnce({ AuthenticationResult: { IdToken: 'new', RefreshToken: 'refresh-2' } });
    const res = await invoke(
      handler,
      apiEvent('POST /api/Account/change-password', {
        token: tokenSince(now()),
        body: { currentPassword: 'Ancien@2026', newPassword: 'Nouveau@2026' },
      }),
    );
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    // (the first update takes a try of the password: services/password-tries.ts)
    const userUpdate = dynamo.commandCalls(UpdateCommand).find((c) => c.args[0].input.Key?.sk === 'USER#U1');
    expect(userUpdate!.args[0].input.UpdateExpression).toContain('sessionsEndedAt = :now');
    const order = cognito.calls().map((c) => (c.args[0] as object).constructor.name);
    expect(order).toEqual(['InitiateAuthCommand', 'AdminSetUserPasswordCommand', 'AdminUserGlobalSignOutCommand', 'InitiateAuthCommand']);
    expect(cognito.commandCalls(InitiateAuthCommand)[1]!.args[0].input.AuthParameters).toMatchObject({ PASSWORD: 'Nouveau@2026' });
    expect(res.cookies).toEqual([`mizan_refresh=refresh-2; ${COOKIE_ATTRIBUTES}; Max-Age=2592000`]);
  });

  it('a reset marks the end in the transaction that spends its link, then signs out everywhere', async () => {
    const createdAt = endedAt(60);
    dynamo.on(GetCommand, { Key: { pk: `TOKEN#${hashToken('lien')}`, sk: 'TOKEN' } }).resolves({
      Item: {
        kind: 'RESET',
        hash: hashToken('lien'),
        structureId: 'F1',
        userId: 'U1',
        email: 'y@x.ma',
        createdAt,
        expiresAt: endedAt(-3000),
      },
    });
    dynamo.on(TransactWriteCommand).resolves({});
    const res = await invoke(handler, apiEvent('POST /api/account/reset', { body: { token: 'lien', newPassword: 'Nouveau@2026' } }));
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const mark = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Update!;
    expect(mark.UpdateExpression).toBe('SET #mark = :now, sessionsEndedAt = :now');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toMatchObject({ Username: 'y@x.ma' });
  });
});

describe('an invitation link', () => {
  const invitation = { kind: 'INVITATION', hash: hashToken('invitation'), structureId: 'F1', userId: 'U1', email: 'y@x.ma' };
  const live = () =>
    dynamo
      .on(GetCommand, { Key: { pk: `TOKEN#${hashToken('invitation')}`, sk: 'TOKEN' } })
      .resolves({ Item: { ...invitation, createdAt: endedAt(60), expiresAt: endedAt(-3600) } });

  it('greets the invited person while the account has no password', async () => {
    live();
    const res = await invoke(handler, apiEvent('GET /api/Account/first-connection/{id}', { pathParameters: { id: 'invitation' } }));
    expect(res).toMatchObject({ status: 200, body: { nom: 'Benali' } });
  });

  it('stops working once the account has a password set by a reset: it says the account is activated, and nothing is spent', async () => {
    live();
    recordWith({ passwordChangedAt: endedAt(30) });
    const greet = await invoke(handler, apiEvent('GET /api/Account/first-connection/{id}', { pathParameters: { id: 'invitation' } }));
    expect(greet).toMatchObject({ status: 409, body: { error: 'link_used', details: [{ code: 'invitation_used' }] } });
    const set = await invoke(
      handler,
      apiEvent('POST /api/Account/set-first-password', { body: { id: 'invitation', password: 'Nouveau@2026' } }),
    );
    expect(set.status).toBe(409);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('is spent on condition that the account still has no password, so a reset at the same moment wins', async () => {
    live();
    dynamo.on(TransactWriteCommand).resolves({});
    const res = await invoke(
      handler,
      apiEvent('POST /api/Account/set-first-password', { body: { id: 'invitation', password: 'Nouveau@2026' } }),
    );
    expect(res.status).toBe(200);
    const mark = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Update!;
    expect(mark.ConditionExpression).toContain('attribute_not_exists(passwordChangedAt) AND attribute_not_exists(firstConnectionAt)');
  });
});
