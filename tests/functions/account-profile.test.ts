import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/account/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const token = idToken({ userId: 'U1', structureId: 'F1', groups: ['USER'] });
const call = (routeKey: string, options: Parameters<typeof apiEvent>[1] = {}) => invoke(handler, apiEvent(routeKey, { token, ...options }));

const user = {
  pk: 'T#F1',
  sk: 'USER#U1',
  type: 'USER',
  idUtilisateur: 'U1',
  idStructure: 'F1',
  idTypeUtilisateur: 'ASSISTANT',
  idRolUtilisateur: 'USER',
  nom: 'Alami',
  prenom: 'Karim',
  email: 'karim@example.ma',
  phone: '0612345678',
  actif: true,
  createdAt: '',
};
const firm = { pk: 'T#F1', sk: 'FIRM', idStructure: 'F1', nom: 'Cabinet Alami', createdAt: '' };

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  // A staff member's two-factor state (sign-in rules): the firm requires none.
  dynamo.on(BatchGetCommand).resolves({ Responses: {} });
  cognito.reset();
  dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'USER#U1' } }).resolves({ Item: user });
  dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'FIRM' } }).resolves({ Item: firm });
  cognito.onAnyCommand().resolves({});
});

describe('profile', () => {
  it("answers the caller's own record with the firm's name and the token's roles", async () => {
    const res = await call('GET /api/Account/me');
    expect(res).toMatchObject({
      status: 200,
      body: {
        id: 'U1',
        nom: 'Alami',
        prenom: 'Karim',
        email: 'karim@example.ma',
        type: 'ASSISTANT',
        roles: ['USER'],
        idStructure: 'F1',
        structure: 'Cabinet Alami',
      },
    });
  });

  it('answers 404 for a removed user whose token is still valid', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'USER#U1' } }).resolves({ Item: { ...user, deletedAt: '2026-01-01T00:00:00.000Z' } });
    expect((await call('GET /api/Account/me')).status).toBe(404);
  });

  it('updates name, phone and language of the record named by the token only', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...user, nom: 'Alaoui', language: 'ar' } });
    const res = await call('PUT /api/Account/me', { body: { nom: 'Alaoui', prenom: 'Karim', phone: '0612345678', language: 'ar' } });
    expect(res).toMatchObject({ status: 200, body: { nom: 'Alaoui', language: 'ar', email: 'karim@example.ma' } });
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'T#F1', sk: 'USER#U1' });
    expect(input.UpdateExpression).not.toContain('email');
    expect(input.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(deletedAt)');
  });

  it('refuses an email, which the profile does not change, naming it', async () => {
    const res = await call('PUT /api/Account/me', {
      body: { nom: 'Alaoui', prenom: 'Karim', phone: '0612345678', email: 'other@x.ma' },
      language: 'fr',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'email', code: 'unknown_field', message: 'Champ inconnu' }]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("answers 400 with field errors in the caller's language for a bad name", async () => {
    const res = await call('PUT /api/Account/me', { body: { nom: 'A1', prenom: 'Karim', phone: '0612345678' }, language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({ field: 'nom', code: 'name_invalid', message: expect.stringContaining('Lettres') }),
    ]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('change-password', () => {
  it('checks the current password with Cognito, then sets the new one and voids older reset links', async () => {
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'x', RefreshToken: 'r' } });
    dynamo.on(UpdateCommand).resolves({});
    const res = await call('POST /api/Account/change-password', { body: { currentPassword: 'Ancien@2026', newPassword: 'Nouveau@2026' } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    // (the first update takes a try of the password: services/password-tries.ts)
    expect(dynamo.commandCalls(UpdateCommand).find((c) => c.args[0].input.Key?.sk === 'USER#U1')!.args[0].input).toMatchObject({
      Key: { pk: 'T#F1', sk: 'USER#U1' },
      UpdateExpression: 'SET passwordChangedAt = :now, sessionsEndedAt = :now',
    });
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input.AuthParameters).toEqual({
      USERNAME: 'karim@example.ma',
      PASSWORD: 'Ancien@2026',
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({
      Username: 'karim@example.ma',
      Password: 'Nouveau@2026',
    });
  });

  it.each(['NotAuthorizedException', 'InvalidPasswordException'])(
    'answers 400 with a field error on currentPassword when Cognito says %s, and changes nothing',
    async (name) => {
      cognito.on(InitiateAuthCommand).rejects(Object.assign(new Error('bad'), { name }));
      dynamo.on(UpdateCommand).resolves({}); // the password's try (services/password-tries.ts)
      const res = await call('POST /api/Account/change-password', {
        body: { currentPassword: 'Wrong@2026', newPassword: 'Nouveau@2026' },
        language: 'fr',
      });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'currentPassword', code: 'current_password_wrong', message: 'Mot de passe actuel incorrect' },
      ]);
      expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
    },
  );

  it('needs a token', async () => {
    const res = await invoke(
      handler,
      apiEvent('POST /api/Account/change-password', { body: { currentPassword: 'a', newPassword: 'Nouveau@2026' } }),
    );
    expect(res.status).toBe(401);
  });
});
