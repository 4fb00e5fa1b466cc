import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { routeDef, routeNames, routes } from '@mizan/shared/routes';
import { strictInput } from '@mizan/shared/strict-input';
import { table } from '../../functions/src/adapters/table';
import { createDomainHandler } from '../../functions/src/runtime/domain-handler';
import { defineHandler } from '../../functions/src/runtime/define-handler';
import { userInScope } from '../../functions/src/services/dossier-access';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

const dynamo = mockClient(DynamoDBDocumentClient);

/** A domain of three route modules: `me` echoes who called, `delete` answers that it deleted, `alerts` finds its `{userId}`. */
const echo = createDomainHandler(
  async () => routes,
  async (module) => {
    if (module === 'delete') return { handler: defineHandler('documents.delete', async () => ({ ok: true as const })) };
    if (module === 'alerts')
      return {
        handler: defineHandler('dashboard.alerts', async ({ params }, { caller }) => {
          await userInScope(caller, params.userId);
          return [];
        }),
      };
    if (module !== 'me') throw new Error(`no module ${module}`);
    return {
      handler: defineHandler('account.me', async (_input, { caller }) => {
        await table.get({ pk: 'x', sk: 'y' });
        return {
          id: caller.userId,
          nom: 'Benali',
          prenom: 'Youssef',
          email: caller.email,
          type: caller.userType,
          roles: caller.roles,
          idStructure: caller.structureId,
          structure: 'Cabinet',
        };
      }),
    };
  },
);

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
/** The caller's record as the table holds it; the middleware reads it on every request. */
const record = (role = 'ADMIN', fields: Record<string, unknown> = {}) => ({
  pk: 'T#01J0000000000000000000FIRM',
  sk: 'USER#01J0000000000000000000USER',
  idUtilisateur: '01J0000000000000000000USER',
  idStructure: '01J0000000000000000000FIRM',
  idTypeUtilisateur: role === 'CLT' ? 'CLIENT' : 'AVOCAT',
  idRolUtilisateur: role,
  nom: 'Benali',
  prenom: 'Youssef',
  email: 'someone@example.ma',
  actif: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const holds = (item: Record<string, unknown>) => dynamo.on(GetCommand).resolves({ Item: item });

beforeEach(() => {
  dynamo.reset();
  // A staff member's two-factor state (sign-in rules): the firm requires none.
  dynamo.on(BatchGetCommand).resolves({ Responses: {} });
  holds(record());
});

describe('route lookup', () => {
  it('answers an unknown route with the 404 envelope', async () => {
    const res = await invoke(echo, apiEvent('GET /api/nowhere'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'not_found', message: 'Not found' });
  });
});

describe('token verification', () => {
  const call = (token?: string) => invoke(echo, apiEvent('GET /api/Account/me', { token }));

  it('passes the verified caller to the handler, with the role and type of their record', async () => {
    holds(record('USER', { idTypeUtilisateur: 'ASSISTANT' }));
    const res = await call(idToken({ groups: ['USER'], userType: 'ASSISTANT' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: '01J0000000000000000000USER',
      roles: ['USER'],
      type: 'ASSISTANT',
      idStructure: '01J0000000000000000000FIRM',
    });
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({
      pk: 'T#01J0000000000000000000FIRM',
      sk: 'USER#01J0000000000000000000USER',
    });
  });

  it.each([
    ['deactivated', record('ADMIN', { actif: false })],
    ['removed', record('ADMIN', { deletedAt: '2026-02-01T00:00:00.000Z' })],
  ])('refuses a valid token whose account was %s since, with 401', async (_label, item) => {
    holds(item);
    const res = await call(idToken());
    expect(res.status).toBe(401);
  });

  it("finds the caller's own `{userId}` in the record it read, and reads another person's for an administrator", async () => {
    const alertsOf = (userId: string) =>
      invoke(echo, apiEvent('GET /api/Dashboard/alerts-for/{userId}', { token: idToken(), pathParameters: { userId } }));
    const own = await alertsOf('01J0000000000000000000USER');
    expect(own.status).toBe(200);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    const other = await alertsOf('01J0000000000000000000PEER');
    expect(other.status).toBe(200);
    expect(dynamo.commandCalls(GetCommand).map((c) => c.args[0].input.Key!.sk)).toEqual([
      'USER#01J0000000000000000000USER',
      'USER#01J0000000000000000000USER',
      'USER#01J0000000000000000000PEER',
    ]);
  });

  describe('holds every token to the rules of sign-in, however it was obtained', () => {
    const FIRM = 'T#01J0000000000000000000FIRM';
    const requiredSince = '2026-06-01T10:00:00.000Z';
    const afterRequirement = Date.parse(requiredSince) / 1000 + 60;
    /** The firm's security settings and the person's two-factor item, as the BatchGet answers them. */
    const twoFactor = (items: Record<string, unknown>[]) =>
      dynamo.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME ?? '']: items } });
    const required = { pk: FIRM, sk: 'SECURITY', twoFactorRequired: true, updatedAt: requiredSince };
    const on = { pk: FIRM, sk: 'TWOFACTOR#01J0000000000000000000USER', enabledAt: requiredSince, codes: {} };

    it('refuses the token of an unverified registration with 401', async () => {
      holds(record('ADMIN', { emailUnverified: true }));
      expect((await call(idToken())).status).toBe(401);
    });

    it('refuses a staff member without two-factor, signed in since the firm required it, and takes one who has it', async () => {
      twoFactor([required]);
      expect((await call(idToken({ authTime: afterRequirement }))).status).toBe(401);
      twoFactor([required, on]);
      expect((await call(idToken({ authTime: afterRequirement }))).status).toBe(200);
    });

    it('lets a session begun before the firm required two-factor run on, and never asks it of a client', async () => {
      twoFactor([required]);
      expect((await call(idToken({ authTime: afterRequirement - 3600 }))).status).toBe(200);
      holds(record('CLT'));
      expect((await call(idToken({ groups: ['CLT'], userType: 'CLIENT', authTime: afterRequirement }))).status).toBe(200);
    });
  });

  it('refuses a valid token whose account no longer exists, with 401', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await call(idToken())).status).toBe(401);
  });

  it('applies a demotion at once: an ADMIN token of a person now USER gets 403 on an admin route', async () => {
    holds(record('USER'));
    const res = await invoke(echo, apiEvent('POST /api/Users', { token: idToken({ groups: ['ADMIN'] }), body: {} }));
    expect(res.status).toBe(403);
  });

  it.each([
    ['no token', undefined],
    ['an expired token', idToken({ expiresInSeconds: -60 })],
    ['a token signed by another key', idToken({ signedByStranger: true })],
    ['a token for another app client', idToken({ audience: 'someone-else' })],
    ['an access token instead of an ID token', idToken({ tokenUse: 'access' })],
    ['a token without the firm claim', idToken({ structureId: '' })],
    ['garbage', 'not.a.jwt'],
  ])('refuses %s with 401', async (_label, token) => {
    const res = await call(token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'unauthorized', message: 'Unauthorized' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('refuses a role the route does not allow with 403', async () => {
    holds(record('USER'));
    const res = await invoke(echo, apiEvent('POST /api/Users', { token: idToken({ groups: ['USER'] }), body: {} }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden' });
  });

  it('refuses a client on a staff route with 403', async () => {
    holds(record('CLT'));
    const res = await invoke(
      echo,
      apiEvent('GET /api/Dossier/user/{userId}', {
        token: idToken({ groups: ['CLT'], userType: 'CLIENT' }),
        pathParameters: { userId: '01J0000000000000000000USER' },
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe("the route's module", () => {
  it("starts loading before the caller's record is read, so that a cold start loads it while that call waits", async () => {
    const events: string[] = [];
    const me = createDomainHandler(
      async () => routes,
      async (module) => {
        events.push(`load ${module}`);
        return {
          handler: defineHandler('account.me', async (_input, { caller }) => ({
            id: caller.userId,
            nom: 'Benali',
            prenom: 'Youssef',
            email: caller.email,
            type: caller.userType,
            roles: caller.roles,
            idStructure: caller.structureId,
            structure: 'Cabinet',
          })),
        };
      },
    );
    dynamo.on(GetCommand).callsFake(() => {
      events.push('read the caller');
      return { Item: record() };
    });
    expect((await invoke(me, apiEvent('GET /api/Account/me', { token: idToken() }))).status).toBe(200);
    expect(events).toEqual(['load me', 'read the caller']);
  });

  it('leaves a request refused meanwhile as refused, whatever became of the import', async () => {
    const broken = createDomainHandler(
      async () => routes,
      async () => {
        throw new Error('chunk missing');
      },
    );
    expect((await invoke(broken, apiEvent('GET /api/Account/me'))).status).toBe(401);
    expect((await invoke(broken, apiEvent('GET /api/Account/me', { token: idToken() }))).status).toBe(500);
  });

  it("loads the domain's table again after a failed load: that request answers 500, the next one is served", async () => {
    let loads = 0;
    const flaky = createDomainHandler(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk missing');
        return routes;
      },
      async () => ({ handler: defineHandler('documents.delete', async () => ({ ok: true as const })) }),
    );
    dynamo.on(GetCommand).resolves({ Item: record() });
    const remove = () =>
      invoke(
        flaky,
        apiEvent('DELETE /api/documents/{idDocument}', { token: idToken(), pathParameters: { idDocument: '01J000000000000000DOCUMENT' } }),
      );
    expect((await remove()).status).toBe(500);
    expect(await remove()).toMatchObject({ status: 200, body: { ok: true } });
    expect(loads).toBe(2);
  });
});

describe('bodies and validation', () => {
  it('answers a body that is not JSON with 400 invalid_json', async () => {
    const res = await invoke(echo, apiEvent('POST /api/account/register', { rawBody: '{"userName": ' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_json' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await invoke(
      echo,
      apiEvent('POST /api/account/register', { rawBody: JSON.stringify({ userName: 'x'.repeat(70 * 1024) }) }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'payload_too_large' });
  });

  it('lists every invalid field, worded in the caller language', async () => {
    const body = { userName: 'B1', userFirstName: '', structure: 'Cabinet', email: 'not mail', phone: '12', password: 'short' };
    const fr = await invoke(echo, apiEvent('POST /api/account/register', { body, language: 'fr-MA,fr;q=0.9' }));
    expect(fr.status).toBe(400);
    expect(fr.body.message).toBe('Saisie invalide');
    const details = fr.body.details as { field: string; code: string; message: string }[];
    expect(Object.fromEntries(details.map((d) => [d.field, d.code]))).toEqual({
      userName: 'name_invalid',
      userFirstName: 'required',
      email: 'email_invalid',
      phone: 'phone_invalid',
      password: 'password_policy',
    });
    expect(details.find((d) => d.field === 'email')?.message).toBe('Adresse email invalide');

    const ar = await invoke(echo, apiEvent('POST /api/account/register', { body, language: 'ar' }));
    const arDetails = ar.body.details as { field: string; message: string }[];
    expect(arDetails.find((d) => d.field === 'email')?.message).toBe('عنوان البريد الإلكتروني غير صالح');
  });

  it('refuses the all-zero id in a path', async () => {
    const res = await invoke(
      echo,
      apiEvent('GET /api/Dossier/{id}', { token: idToken(), pathParameters: { id: '00000000-0000-0000-0000-000000000000' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'id', code: 'invalid_id' })]);
  });
});

describe('fields a route does not know', () => {
  const A_DOSSIER = { idTypeDossier: 'CIV', idTribunal: 'CA-RABAT', refCabinet: 'R-1', dateOuverture: '2026-03-01' };
  const party = { idTypeClient: 'PP', idStatutClient: 'PLG', nom: 'Tazi' };
  const fieldsOf = (body: Record<string, unknown>) =>
    (body.details as { field: string; code: string }[]).map(({ field, code }) => `${field}:${code}`).sort();

  /** Only the add-client route is built here: it tells what its handler was given. */
  let received: unknown;
  const parties = createDomainHandler(
    async () => routes,
    async (module) => {
      if (module !== 'add-client') throw new Error(`no module ${module}`);
      return {
        handler: defineHandler('dossiers.addClient', async ({ body }) => {
          received = body;
          return { idClient: '01J00000000000000000CLIENT', idTypeClient: 'PP' };
        }),
      };
    },
  );
  const addClient = (body: unknown) =>
    invoke(
      parties,
      apiEvent('POST /api/Dossier/{id}/add-client', { token: idToken(), pathParameters: { id: '01J0000000000000000DOSSIER' }, body }),
    );

  it('refuses a dossier sent with `clients` instead of `Client`, naming the field in the caller language', async () => {
    const res = await invoke(
      echo,
      apiEvent('POST /api/Dossier/createDossier', { token: idToken(), language: 'fr', body: { ...A_DOSSIER, clients: [party] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'clients', code: 'unknown_field', message: 'Champ inconnu' }]);
  });

  it('names an unknown field at any depth, each one, beside the other errors', async () => {
    const body = { ...A_DOSSIER, refCabinet: '', Client: [party, { ...party, foo: 1, bar: 2 }], adversaire: [{ ...party, nom2: 'x' }] };
    const res = await invoke(echo, apiEvent('POST /api/Dossier/createDossier', { token: idToken(), body }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([
      'Client.1.bar:unknown_field',
      'Client.1.foo:unknown_field',
      'adversaire.0.nom2:unknown_field',
      'refCabinet:required',
    ]);
  });

  it('accepts the fields the old client sends and the route ignores, and they never reach the handler', async () => {
    received = undefined;
    const res = await addClient({ ...party, password: 'from-the-old-form' });
    expect(res.status).toBe(200);
    expect(received).toMatchObject(party);
    expect(received).not.toHaveProperty('password');
    expect((await addClient({ ...party, motDePasse: 'x' })).body.details).toEqual([
      expect.objectContaining({ field: 'motDePasse', code: 'unknown_field' }),
    ]);
  });

  it('accepts a message with the author, date and read flag the old client sends, which never reach the handler; not another field', async () => {
    let sentBody: unknown;
    const messages = createDomainHandler(
      async () => routes,
      async (module) => {
        if (module !== 'add') throw new Error(`no module ${module}`);
        return {
          handler: defineHandler('messages.add', async ({ body }) => {
            sentBody = body;
            return {
              idMessage: 'M1',
              idDossier: body.idDossier,
              idAuteur: 'U1',
              idTypeAuteur: 'AVOCAT',
              auteur: 'Y',
              sujet: body.sujet,
              contenu: body.contenu,
              dateEnvoi: 'x',
              lu: false,
            };
          }),
        };
      },
    );
    const message = { idDossier: '01J0000000000000000DOSSIER', sujet: 'Audience', contenu: 'Bonjour' };
    const old = { ...message, idAuteur: 'U1', idTypeAuteur: 'AVOCAT', dateEnvoi: '2026-03-01T10:00:00Z', lu: false };
    const sent = await invoke(messages, apiEvent('POST /api/Dossier/AddMessage', { token: idToken(), body: old }));
    expect(sent.status).toBe(201);
    expect(sentBody).toEqual(message);
    const unknown = await invoke(
      messages,
      apiEvent('POST /api/Dossier/AddMessage', { token: idToken(), body: { ...old, auteur: 'Y. Benali' } }),
    );
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['auteur:unknown_field']);
  });

  it('refuses an unknown query parameter, and any on a route that takes none', async () => {
    const search = await invoke(echo, apiEvent('GET /api/Dossier/user', { token: idToken(), query: { statut: 'ENC', _: '1712' } }));
    expect(search.status).toBe(400);
    expect(fieldsOf(search.body)).toEqual(['_:unknown_field']);
    const me = await invoke(echo, apiEvent('GET /api/Account/me', { token: idToken(), query: { debug: '1' } }));
    expect(fieldsOf(me.body)).toEqual(['debug:unknown_field']);
    expect((await invoke(echo, apiEvent('GET /api/Account/me', { token: idToken() }))).status).toBe(200);
  });

  it('refuses a field in the body of a route that takes none, and accepts an empty one', async () => {
    const sync = (body: unknown) =>
      invoke(
        echo,
        apiEvent('DELETE /api/documents/{idDocument}', {
          token: idToken(),
          pathParameters: { idDocument: '01J000000000000000DOCUMENT' },
          body,
        }),
      );
    expect(fieldsOf((await sync({ force: true })).body)).toEqual(['force:unknown_field']);
    expect((await sync({})).status).toBe(200);
  });

  it('builds the strict inputs of every route of the table', () => {
    const inputs = routeNames.flatMap((name) => [routeDef(name).query, routeDef(name).body]).filter((schema) => schema !== undefined);
    expect(inputs.length).toBeGreaterThan(40);
    for (const schema of inputs) expect(() => strictInput(schema)).not.toThrow();
  });

  const withIgnored = routeNames.map((name) => ({ name, route: routeDef(name) })).filter(({ route }) => route.ignored);
  it.each(withIgnored)('$name ignores only fields its body schema would refuse', ({ route }) => {
    expect(route.body ?? route.multipart).toBeTruthy();
    // The multipart route's metadata part is parsed by its handler.
    const body = route.body ?? z.object({});
    for (const path of route.ignored ?? []) {
      const parts = path.split('.');
      const value = parts.reduceRight<unknown>((inner, part) => (part === '*' ? [inner] : { [part]: inner }), 'x');
      const issues = strictInput(body).safeParse(value).error?.issues ?? [];
      const at = parts.slice(0, -1).map((part) => (part === '*' ? 0 : part));
      expect(issues, path).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', path: at, keys: [parts.at(-1)] }));
    }
  });
});

describe('unexpected failures', () => {
  it('hides the cause of an unknown error behind a 500 with the request id', async () => {
    dynamo.on(GetCommand).rejects(new Error('secret table detail'));
    const res = await invoke(echo, apiEvent('GET /api/Account/me', { token: idToken() }));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'internal_error',
      message: 'An error occurred. Please try again.',
      requestId: 'req-1',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('turns a throttled dependency into 503 with Retry-After', async () => {
    dynamo.on(GetCommand).rejects(Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }));
    const res = await invoke(echo, apiEvent('GET /api/Account/me', { token: idToken() }));
    expect(res.status).toBe(503);
    expect(res.headers['Retry-After']).toBe('2');
    expect(res.body).toMatchObject({ error: 'service_unavailable' });
  });
});
