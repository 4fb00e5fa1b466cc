import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import { pathParams, routeKey, type RouteDef } from '@mizan/shared/route';
import { ROLES, type Role } from '@mizan/shared/roles';
import { routeDef, routeNames } from '@mizan/shared/routes';
import { identity } from '../../functions/src/adapters/identity';
import { table } from '../../functions/src/adapters/table';
import { newId } from '../../functions/src/db/keys';
import { userItem } from '../../functions/src/db/users';
import { countItems, expiredToken, forgedToken, post, send, USER_TYPE_OF, type Answer } from './support';

/**
 * Generated from the route table: every route is checked for authentication, roles, malformed
 * input and the error envelope. A route added to the table is covered without writing a test.
 */
const all = routeNames.map((name) => ({ name, route: routeDef(name) }));
const guarded = all.filter(({ route }) => route.roles !== 'public');
const tokens = {} as Record<Role, string>;
const PASSWORD = 'Contract@2026';
const forged = forgedToken();
const expired = expiredToken();

const expectEnvelope = (answer: Answer, status: number) => {
  expect(answer.status).toBe(status);
  const envelope = errorEnvelopeSchema.parse(answer.body);
  expect(envelope.statusCode).toBe(status);
  return envelope;
};

/** A person of each role in a fresh firm, created the way the product creates them, signed in. */
beforeAll(async () => {
  Object.assign(process.env, inject('env'));
  const suffix = Date.now();
  const admin = {
    userName: 'Contrat',
    userFirstName: 'Admin',
    structure: 'Cabinet Contrat',
    email: `admin.${suffix}@contrat.ma`,
    phone: '0612345678',
    password: PASSWORD,
  };
  const registered = await post('/api/account/register', admin);
  expect(registered.status).toBe(201);
  const structureId = String(registered.body.idStructure);
  for (const role of ROLES) {
    let email = admin.email;
    if (role !== 'ADMIN') {
      email = `${role.toLowerCase()}.${suffix}@contrat.ma`;
      const userId = newId();
      const now = new Date().toISOString();
      await table.put(
        userItem({
          idUtilisateur: userId,
          idStructure: structureId,
          idTypeUtilisateur: USER_TYPE_OF[role],
          idRolUtilisateur: role,
          nom: 'Contrat',
          prenom: role,
          email,
          actif: true,
          createdAt: now,
        }),
      );
      await identity.create({ email, userId, structureId, userType: USER_TYPE_OF[role], role, password: PASSWORD });
    }
    const login = await post('/api/Account/login', { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    tokens[role] = String(login.body.token);
  }
});

describe.each(guarded)('$name', ({ route }) => {
  it('answers 401 without a token', async () => {
    expectEnvelope(await send(route), 401);
  });

  it('answers 401 to a forged token and to an expired one', async () => {
    expectEnvelope(await send(route, { token: forged }), 401);
    expectEnvelope(await send(route, { token: expired }), 401);
  });

  it('answers 403 to every role it does not allow', async () => {
    const allowed = route.roles as readonly Role[];
    for (const role of ROLES.filter((r) => !allowed.includes(r))) {
      expectEnvelope(await send(route, { token: tokens[role] }), 403);
    }
  });
});

/** Inputs that each part's schema refuses; a part whose schema accepts anything is left out. */
const malformed = (route: RouteDef) => {
  const refused = (schema: z.ZodType | undefined, value: unknown) => schema !== undefined && !schema.safeParse(value).success;
  const params = Object.fromEntries(pathParams(route.path).map((p) => [p, '!!']));
  const queryKeys = route.query && 'shape' in route.query ? Object.keys(route.query.shape as object) : [];
  const queryValues = Object.fromEntries(queryKeys.map((k) => [k, 'x'.repeat(1100)]));
  const bodyKeys = route.body && 'shape' in route.body ? Object.keys(route.body.shape as object) : [];
  const body = bodyKeys.length ? Object.fromEntries(bodyKeys.map((k) => [k, { not: 'valid' }])) : [];
  return {
    params: refused(route.params, params) ? params : undefined,
    query: refused(route.query, queryValues) ? `?${new URLSearchParams(queryValues)}` : undefined,
    body: !route.multipart && refused(route.body, body) ? body : undefined,
  };
};
const withInput = all
  .map(({ name, route }) => ({ name, route, bad: malformed(route) }))
  .filter(({ bad }) => bad.params || bad.query || bad.body);

describe('malformed input', () => {
  it('covers the routes that take input', () => {
    expect(withInput.length).toBeGreaterThan(40);
  });

  it.each(withInput)('$name answers 400 with per-field details and writes nothing', async ({ route, bad }) => {
    const before = await countItems();
    const token = route.roles === 'public' ? undefined : tokens[(route.roles as readonly Role[])[0]!];
    const envelope = expectEnvelope(await send(route, { token, params: bad.params, query: bad.query, body: bad.body }), 400);
    expect(envelope.details?.length).toBeGreaterThan(0);
    for (const detail of envelope.details ?? []) expect(detail.message).not.toBe('');
    expect(await countItems()).toBe(before);
  });
});

describe('the API as a whole', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await fetch(`${inject('apiUrl')}/api/no-such-route`);
    expectEnvelope({ status: response.status, body: await response.json() }, 404);
  });

  it('answers a body that is not JSON with 400 on every JSON route that takes a body', async () => {
    const posts = all.filter(({ route }) => route.body && !route.multipart);
    for (const { route } of posts) {
      const token = route.roles === 'public' ? undefined : tokens[(route.roles as readonly Role[])[0]!];
      const response = await fetch(`${inject('apiUrl')}${route.path.replace(/\{\w+\}/g, '01JCONTRACT00000000000000X')}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: '{"broken": ',
      });
      const envelope = expectEnvelope({ status: response.status, body: await response.json() }, 400);
      expect(envelope.error, routeKey(route)).toBe('invalid_json');
    }
  });
});
