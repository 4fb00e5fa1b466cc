import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/src/domains/account/index';
import { FAILED_ANSWER_MS, lockSeconds } from '../../functions/src/services/password-tries';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { queuedMails } from './support/outbox';
import { idToken, serveJwks } from './support/tokens';

/**
 * Password guessing without a clock to race: an unknown address and a wrong password for a known
 * one make the same calls to the table, in the same order, and get the same answer, no sooner than
 * the floor; a deactivated account answers alike; the lock's time doubles and stays bounded.
 */
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

const KNOWN = 'y@x.ma';
const UNKNOWN = 'nobody@x.ma';
const user = {
  pk: 'T#F1',
  sk: 'USER#U1',
  idUtilisateur: 'U1',
  idStructure: 'F1',
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'USER',
  nom: 'Benali',
  prenom: 'Youssef',
  email: KNOWN,
  actif: true,
  language: 'en',
  createdAt: '',
};

/** The table as it stands for the known address (its registry entry and record), with the counter's state after the try. */
const table = (counter: Record<string, unknown>, stored: { person?: Record<string, unknown>; failures?: Record<string, unknown> } = {}) => {
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const { pk, sk } = input.Key;
    if (pk === `EMAIL#${KNOWN}`) return { Item: { pk, sk, email: KNOWN, structureId: 'F1', userId: 'U1' } };
    if (pk === 'T#F1' && sk === 'USER#U1') return { Item: stored.person ?? user };
    if (sk === 'FAILURES' && stored.failures) return { Item: { pk, sk, ...stored.failures } };
    return {};
  });
  // A new window's try answers the item before it; a try in a live window, the item after it.
  dynamo.on(UpdateCommand).callsFake((input: { ReturnValues?: string }) => {
    if (input.ReturnValues !== 'ALL_OLD') return { Attributes: counter };
    if (Number(counter.tries ?? 0) > 1) throw Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
    return {};
  });
  dynamo.on(TransactWriteCommand).resolves({});
};
/** Cognito as it answers a wrong password (cognito-local's name for it) and an unknown user. */
const wrongPassword = () => {
  cognito.on(InitiateAuthCommand).rejects(Object.assign(new Error('wrong'), { name: 'NotAuthorizedException' }));
  cognito
    .on(InitiateAuthCommand, { AuthParameters: { USERNAME: UNKNOWN, PASSWORD: 'Wrong@2026' } })
    .rejects(Object.assign(new Error('no such user'), { name: 'UserNotFoundException' }));
};

const login = (username: string, password = 'Wrong@2026') =>
  invoke(handler, apiEvent('POST /api/Account/login', { body: { username, password } }));

/** The calls made to the table, in order, by their command. */
const tableCalls = () => dynamo.calls().map((call) => (call.args[0] as object).constructor.name);
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input);

/** One sign-in from a clean slate: its answer, the table calls it made and the time it took. */
const attempt = async (username: string, password?: string) => {
  dynamo.resetHistory();
  cognito.resetHistory();
  const started = Date.now();
  const res = await login(username, password);
  return { res, calls: tableCalls(), cognitoCalls: cognito.calls().length, took: Date.now() - started, writes: transactions() };
};

describe('an unknown address and a wrong password', () => {
  it('make the same calls to the table and get the same answer, no sooner than the floor', async () => {
    const now = Math.floor(Date.now() / 1000);
    table({ tries: 1, windowStart: now, lockouts: 0 });
    wrongPassword();
    const known = await attempt(KNOWN);
    const unknown = await attempt(UNKNOWN);

    expect(known.res.status).toBe(401);
    expect(unknown.res.status).toBe(known.res.status);
    expect(unknown.res.body).toEqual(known.res.body);
    expect(known.calls).toEqual(['UpdateCommand', 'GetCommand', 'GetCommand', 'TransactWriteCommand']);
    expect(unknown.calls).toEqual(known.calls);
    expect(unknown.cognitoCalls).toBe(known.cognitoCalls);
    for (const { took } of [known, unknown]) expect(took).toBeGreaterThanOrEqual(FAILED_ANSWER_MS - 5);
    // The known one is logged in its firm; the unknown one only noted on its counter.
    expect(known.writes[0]!.TransactItems!.map((item) => item.Put?.Item?.kind ?? 'counter')).toEqual(['counter', 'SIGN_IN_FAILED']);
    expect(unknown.writes[0]!.TransactItems!.map((item) => item.Put?.Item?.kind ?? 'counter')).toEqual(['counter']);
  });

  it('make the same calls when the failure locks the address; only the owner of a known one is emailed, in their language', async () => {
    const now = Math.floor(Date.now() / 1000);
    table({ tries: 5, windowStart: now - 60, lockouts: 0 });
    wrongPassword();
    const known = await attempt(KNOWN);
    const unknown = await attempt(UNKNOWN);

    expect(unknown.res.body).toEqual(known.res.body);
    expect(unknown.calls).toEqual(known.calls);
    const [lock] = known.writes[0]!.TransactItems!;
    expect(lock!.Update!.ConditionExpression).toContain('#tries >= :limit');
    expect(lock!.Update!.ExpressionAttributeValues![':until']).toBeGreaterThanOrEqual(now + 15 * 60);
    expect(known.writes[0]!.TransactItems!.map((item) => item.Put?.Item?.kind ?? item.Put?.Item?.type ?? 'lock')).toEqual([
      'lock',
      'SIGN_IN_FAILED',
      'ACCOUNT_LOCKED',
      'OUTBOX',
    ]);
    expect(unknown.writes[0]!.TransactItems!).toHaveLength(1);
    const [mail] = queuedMails(known.writes);
    expect(mail).toMatchObject({ to: KNOWN, subject: 'Your Mizan account is locked after several wrong passwords' });
    expect(mail!.text).toContain('https://app.test/forgot-password');
  });

  it('are refused alike while locked, without checking the password', async () => {
    const now = Math.floor(Date.now() / 1000);
    table({}, { failures: { lockedUntil: now + 600, lockouts: 1 } });
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));
    wrongPassword();
    const known = await attempt(KNOWN, 'Right@2026');
    const unknown = await attempt(UNKNOWN, 'Right@2026');

    expect(known.res.status).toBe(429);
    expect(String(known.res.headers['Retry-After'] ?? known.res.headers['retry-after'])).toMatch(/^(59\d|600)$/);
    expect(unknown.res.body).toEqual(known.res.body);
    expect(unknown.calls).toEqual(known.calls);
    expect(known.cognitoCalls + unknown.cognitoCalls).toBe(0);
  });
});

describe('a deactivated account', () => {
  it('answers exactly like a wrong password, though Cognito accepted it', async () => {
    const now = Math.floor(Date.now() / 1000);
    table({ tries: 1, windowStart: now, lockouts: 0 });
    wrongPassword();
    const wrong = await attempt(KNOWN);
    table({ tries: 2, windowStart: now, lockouts: 0 }, { person: { ...user, actif: false } });
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { IdToken: idToken({ userId: 'U1', structureId: 'F1', groups: ['USER'] }), RefreshToken: 'r', ExpiresIn: 3600 },
    });
    const deactivated = await attempt(KNOWN, 'Right@2026');
    expect(deactivated.res.status).toBe(401);
    expect(deactivated.res.body).toEqual(wrong.res.body);
    expect(deactivated.res.cookies ?? []).toEqual([]);
    expect(deactivated.writes[0]!.TransactItems![1]!.Put!.Item).toMatchObject({ kind: 'SIGN_IN_FAILED', precisions: ['disabled'] });
  });
});

describe('the lock', () => {
  it('lasts 15 minutes, doubles at each further lock within a day, at most a day', () => {
    const now = 1_000_000;
    expect(lockSeconds({ lockouts: 0 }, now)).toEqual({ seconds: 900, lockouts: 1 });
    expect(lockSeconds({ lockouts: 1, lastLockAt: now - 3600 }, now)).toEqual({ seconds: 1800, lockouts: 2 });
    expect(lockSeconds({ lockouts: 3, lastLockAt: now - 3600 }, now)).toEqual({ seconds: 7200, lockouts: 4 });
    expect(lockSeconds({ lockouts: 20, lastLockAt: now - 60 }, now).seconds).toBe(24 * 3600);
    // A day after the last lock, the next one is the first again.
    expect(lockSeconds({ lockouts: 4, lastLockAt: now - 25 * 3600 }, now)).toEqual({ seconds: 900, lockouts: 1 });
  });
});
