import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import {
  refreshWith,
  registrationBody,
  registerFirm,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  verifyRegistration,
  type RegisterBody,
  type Session,
} from '../support/accounts';
import { api, claimsOf, request } from '../support/api';
import { emailKey, firmKey, getItem, updateItem, userKey } from '../support/table';

/**
 * Account registration, sign-in and refresh against the real local stack: gateway → account
 * handler → DynamoDB Local and cognito-local.
 */
type Envelope = { statusCode: number; error: string; message: string; details?: { field: string; code: string; message: string }[] };

const expectEnvelope = (body: unknown, status: number, error: string) => {
  const envelope = errorEnvelopeSchema.parse(body);
  expect(envelope.statusCode).toBe(status);
  expect(envelope.error).toBe(error);
  return envelope as Envelope;
};

const login = (username: string, password: string) => api<Session | Envelope>('account.login', { body: { username, password } });

/** Nothing was written for this email: no registry item, and no account to sign in to. */
const expectNothingWritten = async (email: string, password: string) => {
  expect(await getItem(emailKey(email))).toBeUndefined();
  expect((await login(email, password)).status).toBe(401);
};

describe('POST /api/account/register', () => {
  it('creates a firm and its first user, an ADMIN, who signs in once the address is verified', async () => {
    const body = registrationBody();
    const since = Date.now();
    const result = await api<{ email: string }>('account.register', { body });
    expect(result.status).toBe(202);
    expect(result.body).toEqual({ email: body.email });
    const entry = await getItem<{ pk: string; sk: string; structureId: string; userId: string }>(emailKey(body.email));
    const { structureId: idStructure, userId: id } = entry ?? { structureId: '', userId: '' };

    const user = await getItem(userKey(idStructure, id));
    expect(user).toMatchObject({
      idUtilisateur: id,
      idStructure,
      email: body.email,
      idRolUtilisateur: 'ADMIN',
      idTypeUtilisateur: 'AVOCAT',
      actif: true,
      nom: body.userName,
      prenom: body.userFirstName,
    });
    expect(await getItem(firmKey(idStructure))).toMatchObject({ idStructure, nom: body.structure });

    await verifyRegistration(body.email, since);
    const session = await signIn(body.email, body.password);
    const claims = claimsOf(session.token);
    expect(claims['cognito:groups']).toContain('ADMIN');
    expect(claims['custom:structureId']).toBe(idStructure);
    expect(claims['custom:userId']).toBe(id);
    expect(claims.iss).toBe(inject('env').JWT_ISSUER);
    expect(claims.aud).toBe(inject('env').USER_POOL_CLIENT_ID);
  });

  it('answers an address already registered (any case) as a free one, and leaves the first account untouched', async () => {
    const firm = await registerFirm();
    for (const email of [firm.email, firm.email.toUpperCase()]) {
      const again = await api('account.register', { body: registrationBody({ email, structure: 'Cabinet Tazi' }) });
      expect(again).toMatchObject({ status: 202, body: { email: firm.email } });
    }
    expect(await getItem(emailKey(firm.email))).toMatchObject({ structureId: firm.structureId, userId: firm.userId });
    expect((await login(firm.email, firm.password)).status).toBe(200);
  });

  const invalid: [keyof RegisterBody, unknown][] = [
    ['userName', 'Al'],
    ['userName', 'Alaoui3'],
    ['userName', ''],
    ['userFirstName', 'x'.repeat(51)],
    ['userFirstName', undefined],
    ['structure', 'Ca'],
    ['structure', 'Cabinet <script>'],
    ['email', 'pas-un-email'],
    ['phone', '12345'],
    ['phone', 'abc def ghij'],
    ['password', 'faible'],
    ['password', 'SansChiffre!'],
    ['password', 'Trop@Long2026xxxxxxxxxxxx'],
    ['password', 12345678],
  ];
  it.each(invalid)('refuses an invalid %s (%j) with 400 and field details, writing nothing', async (field, value) => {
    const body: Record<string, unknown> = { ...registrationBody() };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const result = await api('account.register', { body });
    expect(result.status).toBe(400);
    const envelope = expectEnvelope(result.body, 400, 'validation_failed');
    expect(envelope.details?.map((d) => d.field)).toEqual([field]);
    expect(envelope.details?.[0]?.message).toBeTruthy();
    if (field !== 'email' && field !== 'password') await expectNothingWritten(body.email as string, body.password as string);
    if (field === 'password') expect(await getItem(emailKey(body.email as string))).toBeUndefined();
  });

  it('reports every invalid field at once, in the caller language', async () => {
    const email = uniqueEmail();
    const result = await api('account.register', {
      headers: { 'accept-language': 'fr' },
      body: { userName: '1', userFirstName: '', structure: 'x', email, phone: 'abc', password: 'weak' },
    });
    expect(result.status).toBe(400);
    const envelope = expectEnvelope(result.body, 400, 'validation_failed');
    expect(envelope.details?.map((d) => d.field).sort()).toEqual(['password', 'phone', 'structure', 'userFirstName', 'userName']);
    expect(envelope.details?.find((d) => d.field === 'userFirstName')?.message).toBe('Ce champ est obligatoire');
    await expectNothingWritten(email, 'weak');
  });

  it('answers 400 invalid_json to a malformed body', async () => {
    const result = await request('/api/account/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.ma",',
    });
    expect(result.status).toBe(400);
    expectEnvelope(result.body, 400, 'invalid_json');
  });

  it('answers 413 to a body over 64 KiB, writing nothing', async () => {
    const body = registrationBody({ structure: `Cabinet ${'a'.repeat(65 * 1024)}` });
    const result = await api('account.register', { body });
    expect(result.status).toBe(413);
    expectEnvelope(result.body, 413, 'payload_too_large');
    expect(await getItem(emailKey(body.email))).toBeUndefined();
  });
});

describe('POST /api/Account/login', () => {
  it('answers the session: token, roles, id, name, email, type, idStructure; the refresh token only in its cookie', async () => {
    const firm = await registerFirm({ userName: 'Benjelloun', userFirstName: 'Karim' });
    const result = await login(firm.email.toUpperCase(), firm.password);
    expect(result.status).toBe(200);
    expect(result.body).not.toHaveProperty('refreshToken');
    expect(result.body).toMatchObject({
      token: expect.any(String),
      roles: ['ADMIN'],
      id: firm.userId,
      name: 'Karim Benjelloun',
      email: firm.email,
      type: 'AVOCAT',
      idStructure: firm.structureId,
    });
  });

  it('refuses a wrong password and an unknown email with 401', async () => {
    const firm = await registerFirm();
    const wrong = await login(firm.email, 'Wrong@2026');
    expect(wrong.status).toBe(401);
    expectEnvelope(wrong.body, 401, 'unauthorized');
    const unknown = await login(uniqueEmail('inconnu'), TEST_PASSWORD);
    expect(unknown.status).toBe(401);
    expectEnvelope(unknown.body, 401, 'unauthorized');
  });

  it('refuses missing fields with 400 and details', async () => {
    const result = await api('account.login', { body: {} });
    expect(result.status).toBe(400);
    const envelope = expectEnvelope(result.body, 400, 'validation_failed');
    expect(envelope.details?.map((d) => d.field).sort()).toEqual(['password', 'username']);
    const noBody = await request('/api/Account/login', { method: 'POST' });
    expect(noBody.status).toBe(400);
  });

  it('refuses a deactivated user with 401 although Cognito still accepts the password', async () => {
    const firm = await registerFirm();
    await updateItem(userKey(firm.structureId, firm.userId), { actif: false });

    const env = inject('env');
    const cognito = new CognitoIdentityProviderClient({
      endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    });
    const direct = await cognito.send(
      new InitiateAuthCommand({
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: firm.email, PASSWORD: firm.password },
      }),
    );
    expect(direct.AuthenticationResult?.IdToken).toBeTruthy();
    cognito.destroy();

    const result = await login(firm.email, firm.password);
    expect(result.status).toBe(401);
    expectEnvelope(result.body, 401, 'unauthorized');
    // Its refresh token no longer renews the session either.
    const refresh = await refreshWith(firm.session.refreshToken);
    expect(refresh.status).toBe(401);
  });
});

describe('POST /api/Account/refresh', () => {
  it('renews the session with a new token that works', async () => {
    const firm = await registerFirm();
    await new Promise((r) => setTimeout(r, 1100)); // a new iat, so a new token
    const result = await refreshWith<Session>(firm.session.refreshToken);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ token: expect.any(String), id: firm.userId, idStructure: firm.structureId, roles: ['ADMIN'] });
    expect(result.body.token).not.toBe(firm.token);
    const me = await api<{ id: string }>('account.me', { token: result.body.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(firm.userId);
  });

  it('refuses an invalid refresh token with 401', async () => {
    for (const refreshToken of ['not-a-token', `${(await registerFirm()).session.refreshToken}x`]) {
      const result = await refreshWith(refreshToken);
      expect(result.status).toBe(401);
      expectEnvelope(result.body, 401, 'unauthorized');
    }
  });
});

describe('protected routes and unknown paths', () => {
  it('authenticates GET /api/Account/me with the login token, and only with it', async () => {
    const firm = await registerFirm();
    const me = await api<{ id: string; email: string; roles: string[] }>('account.me', { token: firm.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: firm.userId, email: firm.email, roles: ['ADMIN'] });

    const anonymous = await api('account.me');
    expect(anonymous.status).toBe(401);
    expectEnvelope(anonymous.body, 401, 'unauthorized');
    const garbage = await api('account.me', { token: 'abc.def.ghi' });
    expect(garbage.status).toBe(401);
    const tampered = await api('account.me', { token: `${firm.token.slice(0, -4)}AAAA` });
    expect(tampered.status).toBe(401);
  });

  it('answers the API 404 envelope for unknown API paths, wrong methods and wrong casing', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/api/account/register'],
      ['POST', '/api/account/Login'],
      ['GET', '/Management/nothing/here'],
      ['DELETE', '/type-dossiers'],
    ] as const) {
      const result = await request(path, { method });
      expect(result.status, `${method} ${path}`).toBe(404);
      expectEnvelope(result.body, 404, 'not_found');
    }
  });

  it('refuses a request body over 10 MB at the gateway with 413, like API Gateway', async () => {
    const result = await request('/api/account/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(result.status).toBe(413);
  });
});
