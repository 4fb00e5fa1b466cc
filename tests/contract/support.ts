import { ScanCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { pathParams, type RouteDef } from '@mizan/shared/route';
import type { Role, UserType } from '@mizan/shared/roles';

/** A syntactically valid id that names nothing. */
export const SOME_ID = '01JCONTRACT00000000000000X';

export const urlOf = (route: RouteDef, params: Record<string, string> = {}, query = '') => {
  const path = pathParams(route.path).reduce(
    (p, name) => p.replace(`{${name}}`, encodeURIComponent(params[name] ?? (name === 'language' ? 'fr' : SOME_ID))),
    route.path as string,
  );
  return `${inject('apiUrl')}${path}${query}`;
};

export type Answer = { status: number; body: unknown };

export const send = async (
  route: RouteDef,
  options: { token?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'fr' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await fetch(urlOf(route, options.params, options.query), {
    method: route.method,
    headers,
    body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

export const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Counts every item of the test stack's table (a test may scan; request paths never do). */
export const countItems = async () => {
  const env = inject('env');
  const client = new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
  let count = 0;
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: env.TABLE_NAME, Select: 'COUNT', ExclusiveStartKey: start }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey as typeof start;
  } while (start);
  return count;
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (claims: object, key: KeyObject, kid: string) => {
  const header = b64({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = b64(claims);
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${signer.sign(key).toString('base64url')}`;
};

const claimsFor = (role: Role, expiresAt: number) => {
  const env = inject('env');
  return {
    iss: env.JWT_ISSUER,
    aud: env.USER_POOL_CLIENT_ID,
    token_use: 'id',
    sub: 'contract',
    email: 'contract@example.ma',
    'cognito:groups': [role],
    'custom:userId': SOME_ID,
    'custom:structureId': SOME_ID,
    'custom:userType': 'AVOCAT',
    iat: expiresAt - 3600,
    exp: expiresAt,
  };
};

/** Signed with a key of our own: right claims, wrong signature. */
export const forgedToken = () =>
  sign(
    claimsFor('ADMIN', Math.floor(Date.now() / 1000) + 3600),
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    'CognitoLocal',
  );

/** Signed with the local issuer's real key (cognito-local ships it), but expired an hour ago. */
export const expiredToken = () => {
  const { jwk } = JSON.parse(readFileSync('node_modules/cognito-local/lib/keys/cognitoLocal.private.json', 'utf8')) as { jwk: object };
  return sign(
    claimsFor('ADMIN', Math.floor(Date.now() / 1000) - 3600),
    createPrivateKey({ key: jwk as never, format: 'jwk' }),
    'CognitoLocal',
  );
};

export const USER_TYPE_OF: Record<Role, UserType> = { ADMIN: 'AVOCAT', USER: 'ASSISTANT', CLT: 'CLIENT', EDITOR: 'ASSISTANT' };
