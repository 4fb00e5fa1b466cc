import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/src/domains/account/index';
import { NEUTRAL_ANSWER_MS, RESET_EMAILS_PER_HOUR } from '../../functions/src/domains/account/routes/request-password-reset';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { queuedMails } from './support/outbox';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const queued = () => queuedMails(dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input));
const call = (routeKey: string, options: Parameters<typeof apiEvent>[1]) => invoke(handler, apiEvent(routeKey, options));

const TOKEN = 'k3Jm0V3cW1a2b3c4d5e6f7g8h9i0jAkBlCmDnEoFpGq';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const user = {
  pk: 'T#F1',
  sk: 'USER#U1',
  type: 'USER',
  idUtilisateur: 'U1',
  idStructure: 'F1',
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'USER',
  nom: 'Alami',
  prenom: 'Karim',
  email: 'karim@example.ma',
  actif: true,
  createdAt: '',
};
const future = () => new Date(Date.now() + 600_000).toISOString();
const tokenItem = (kind: 'RESET' | 'INVITATION', over: Record<string, unknown> = {}) => ({
  pk: `TOKEN#${hash(TOKEN)}`,
  sk: 'TOKEN',
  type: 'TOKEN',
  kind,
  hash: hash(TOKEN),
  structureId: 'F1',
  userId: 'U1',
  email: 'karim@example.ma',
  createdAt: '',
  expiresAt: future(),
  ...over,
});
const conditionFailed = () =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
  });

const stored = (items: { token?: object; user?: object; email?: object }) => {
  dynamo.on(GetCommand).resolves({});
  if (items.token) dynamo.on(GetCommand, { Key: { pk: `TOKEN#${hash(TOKEN)}`, sk: 'TOKEN' } }).resolves({ Item: items.token as never });
  if (items.user) dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'USER#U1' } }).resolves({ Item: items.user as never });
  if (items.email) dynamo.on(GetCommand, { Key: { pk: 'EMAIL#karim@example.ma', sk: 'EMAIL' } }).resolves({ Item: items.email as never });
};

beforeAll(setTestEnv);
beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.onAnyCommand().resolves({});
});

describe('request-password-reset', () => {
  const request = (email: string) => call('POST /api/account/request-password-reset', { body: { email } });
  const registry = { pk: 'EMAIL#karim@example.ma', sk: 'EMAIL', email: 'karim@example.ma', structureId: 'F1', userId: 'U1' };

  it('stores only the hash of a 1-hour reset token and queues the link by email to an active account, in one transaction', async () => {
    stored({ email: registry, user: { ...user, language: 'ar' } });
    const res = await request('Karim@Example.ma');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const [mail] = queued();
    expect(mail!.to).toBe('karim@example.ma');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail!.html).toContain('dir="rtl"');

    const [transaction] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(transaction).toHaveLength(2);
    const item = transaction![0]!.Put!.Item!;
    expect(item).toMatchObject({ pk: `TOKEN#${hash(token)}`, kind: 'RESET', userId: 'U1', structureId: 'F1' });
    expect(JSON.stringify(item)).not.toContain(token);
    const lifetime = Date.parse(String(item.expiresAt)) - Date.parse(String(item.createdAt));
    expect(lifetime).toBe(3600_000);
    expect(item.ttl).toBe(Math.ceil(Date.parse(String(item.expiresAt)) / 1000));
  });

  it('sends no more than 3 links per address and hour, answering the same neutral answer', async () => {
    stored({ email: registry, user });
    // The hour's quota of the address is used up: its conditional count fails.
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }));
    const res = await request('karim@example.ma');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const counted = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(counted).toMatchObject({
      Key: { pk: 'QUOTA#karim@example.ma', sk: `RESET#${new Date().toISOString().slice(0, 13)}` },
      ExpressionAttributeValues: expect.objectContaining({ ':limit': RESET_EMAILS_PER_HOUR }),
    });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('gives the same neutral answer, after the same minimum time, for an unknown email and sends nothing', async () => {
    stored({});
    const started = Date.now();
    const res = await request('nobody@example.ma');
    expect(Date.now() - started).toBeGreaterThanOrEqual(NEUTRAL_ANSWER_MS - 20);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(queued()).toHaveLength(0);
  });

  it('sends nothing to a deactivated or removed account', async () => {
    stored({ email: registry, user: { ...user, actif: false } });
    expect((await request('karim@example.ma')).status).toBe(200);
    stored({ email: registry, user: { ...user, deletedAt: '2026-01-01T00:00:00.000Z' } });
    expect((await request('karim@example.ma')).status).toBe(200);
    expect(queued()).toHaveLength(0);
  });

  it('stays neutral when the email cannot be queued', async () => {
    stored({ email: registry, user });
    dynamo.on(TransactWriteCommand).rejects(new Error('table down'));
    const res = await request('karim@example.ma');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('answers 400 with a field error for a malformed email', async () => {
    const res = await request('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'email', code: 'email_invalid' })]);
  });
});

describe('validate-token', () => {
  const validate = (token: string) => call('GET /api/account/validate-token', { query: { token }, language: 'fr' });
  const invalid = {
    status: 400,
    body: {
      error: 'bad_request',
      message: 'Lien invalide ou expiré. Veuillez demander un nouveau lien.',
      details: [expect.objectContaining({ field: 'token', code: 'token_invalid' })],
    },
  };

  it("tells the account's email for a live reset token", async () => {
    stored({ token: tokenItem('RESET'), user });
    expect(await validate(TOKEN)).toMatchObject({ status: 200, body: { email: 'karim@example.ma' } });
  });

  it('refuses a reset link sent before the last password change', async () => {
    stored({
      token: tokenItem('RESET', { createdAt: '2026-03-01T10:00:00.000Z' }),
      user: { ...user, passwordChangedAt: '2026-03-01T10:05:00.000Z' },
    });
    expect(await validate(TOKEN)).toMatchObject(invalid);
    stored({
      token: tokenItem('RESET', { createdAt: '2026-03-01T10:06:00.000Z' }),
      user: { ...user, passwordChangedAt: '2026-03-01T10:05:00.000Z' },
    });
    expect((await validate(TOKEN)).status).toBe(200);
  });

  it('refuses an unknown, expired, invitation-kind or orphaned token with token_invalid', async () => {
    stored({ user });
    expect(await validate(TOKEN)).toMatchObject(invalid);
    stored({ token: tokenItem('RESET', { expiresAt: new Date(Date.now() - 1000).toISOString() }), user });
    expect(await validate(TOKEN)).toMatchObject(invalid);
    stored({ token: tokenItem('INVITATION'), user });
    expect(await validate(TOKEN)).toMatchObject(invalid);
    stored({ token: tokenItem('RESET') });
    expect(await validate(TOKEN)).toMatchObject(invalid);
  });
});

describe('reset', () => {
  const reset = (body: object) => call('POST /api/account/reset', { body, language: 'fr' });

  it('spends the token and marks the user in one transaction, then sets the Cognito password', async () => {
    stored({ token: tokenItem('RESET'), user });
    const res = await reset({ token: TOKEN, newPassword: 'Nouveau@2026' });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({
      Key: { pk: `TOKEN#${hash(TOKEN)}`, sk: 'TOKEN' },
      UpdateExpression: 'SET #usedAt = :now, #ttl = :keptUntil',
      ConditionExpression: expect.stringContaining('attribute_exists(pk)'),
    });
    expect(items[0]!.Update!.ConditionExpression).toContain('#expiresAt > :now');
    expect(items[0]!.Update!.ConditionExpression).toContain('attribute_not_exists(#usedAt)');
    expect(items[1]!.Update).toMatchObject({
      Key: { pk: 'T#F1', sk: 'USER#U1' },
      ExpressionAttributeNames: { '#mark': 'passwordChangedAt' },
    });
    expect(items[1]!.Update!.ConditionExpression).toContain('actif = :true');
    expect(items[1]!.Update!.ConditionExpression).toContain('passwordChangedAt < :issued');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({
      Username: 'karim@example.ma',
      Password: 'Nouveau@2026',
      Permanent: true,
    });
  });

  it('refuses a token spent concurrently (the conditional delete fails) without touching Cognito', async () => {
    stored({ token: tokenItem('RESET'), user });
    dynamo.on(TransactWriteCommand).rejects(conditionFailed());
    expect(await reset({ token: TOKEN, newPassword: 'Nouveau@2026' })).toMatchObject({
      status: 400,
      body: { details: [expect.objectContaining({ code: 'token_invalid' })] },
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('applies the password policy before anything is read or written', async () => {
    const res = await reset({ token: TOKEN, newPassword: 'weakpass' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'newPassword', code: 'password_policy' })]);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('puts the token back when Cognito fails, so the link still works', async () => {
    stored({ token: tokenItem('RESET'), user });
    cognito.on(AdminSetUserPasswordCommand).rejects(Object.assign(new Error('boom'), { name: 'InternalErrorException' }));
    const res = await reset({ token: TOKEN, newPassword: 'Nouveau@2026' });
    expect(res.status).toBeGreaterThanOrEqual(500);
    const restored = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(restored).toMatchObject({
      Item: { pk: `TOKEN#${hash(TOKEN)}`, kind: 'RESET' },
      ConditionExpression: 'attribute_exists(usedAt)',
    });
  });
});

describe('first connection', () => {
  it('greets the invited person by name', async () => {
    stored({ token: tokenItem('INVITATION'), user });
    const res = await call('GET /api/Account/first-connection/{id}', { pathParameters: { id: TOKEN } });
    expect(res).toMatchObject({ status: 200, body: { nom: 'Alami', prenom: 'Karim' } });
  });

  it('answers 404 for an unknown token, a reset token, or a removed user', async () => {
    const lookup = () => call('GET /api/Account/first-connection/{id}', { pathParameters: { id: TOKEN } });
    stored({ user });
    expect((await lookup()).status).toBe(404);
    stored({ token: tokenItem('RESET'), user });
    expect((await lookup()).status).toBe(404);
    stored({ token: tokenItem('INVITATION'), user: { ...user, deletedAt: '2026-01-01T00:00:00.000Z' } });
    expect((await lookup()).status).toBe(404);
  });

  it('sets the first password, spending the invitation and marking firstConnectionAt', async () => {
    stored({ token: tokenItem('INVITATION'), user });
    const res = await call('POST /api/Account/set-first-password', { body: { id: TOKEN, password: 'Premier@2026' } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':kind': 'INVITATION', ':userId': 'U1' });
    expect(items[1]!.Update!.ExpressionAttributeNames).toMatchObject({ '#mark': 'firstConnectionAt' });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input.Password).toBe('Premier@2026');
  });

  it("says a spent invitation or reset link already did its work (409 link_used), in the reader's language", async () => {
    stored({ token: { ...tokenItem('INVITATION'), usedAt: '2026-01-01T00:00:00.000Z' }, user });
    const greet = await call('GET /api/Account/first-connection/{id}', { pathParameters: { id: TOKEN }, language: 'ar' });
    expect(greet).toMatchObject({
      status: 409,
      body: { error: 'link_used', message: 'هذا الحساب مفعّل مسبقًا: سجّل الدخول بكلمة المرور الخاصة بك.' },
    });
    stored({ token: { ...tokenItem('RESET'), usedAt: '2026-01-01T00:00:00.000Z' }, user });
    const validated = await call('GET /api/account/validate-token', { query: { token: TOKEN }, language: 'en' });
    expect(validated).toMatchObject({
      status: 409,
      body: { error: 'link_used', details: [{ field: 'token', code: 'reset_link_used' }] },
    });
  });

  it('answers 404 when the invitation was spent meanwhile', async () => {
    stored({ token: tokenItem('INVITATION'), user });
    dynamo.on(TransactWriteCommand).rejects(conditionFailed());
    const res = await call('POST /api/Account/set-first-password', { body: { id: TOKEN, password: 'Premier@2026' } });
    expect(res.status).toBe(404);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });
});
