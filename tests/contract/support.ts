import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { pathParams, type RouteDef } from '@mizan/shared/route';

/** A syntactically valid id that names nothing. */
export const SOME_ID = '01JCONTRACT00000000000000X';

/** What a harness sends to a route: path parameters, query, and a JSON value or a raw text as body. */
export type Input = { params: Record<string, string>; query: Record<string, string>; body?: unknown; rawBody?: string };

export type Answer = { status: number; text: string; body: unknown };

const urlOf = (route: RouteDef, input: Input) => {
  const path = pathParams(route.path).reduce(
    (p, name) => p.replace(`{${name}}`, encodeURIComponent(input.params[name] ?? SOME_ID)),
    route.path as string,
  );
  const query = new URLSearchParams(input.query).toString();
  return `${inject('apiUrl')}${path}${query ? `?${query}` : ''}`;
};

/** A multipart route gets its body as the JSON of a `metadata` part, and a small PDF as its `file` part. */
const formOf = (fields: unknown) => {
  const form = new FormData();
  form.set('metadata', JSON.stringify(fields ?? {}));
  form.set('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'contrat.pdf');
  return form;
};

/** One request as a client would send it; the answer's text is kept (leak checks read it). */
export const send = async (route: RouteDef, input: Input, token?: string, extra: Record<string, string> = {}): Promise<Answer> => {
  const headers: Record<string, string> = { 'accept-language': 'fr', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (input.rawBody !== undefined) body = input.rawBody;
  else if (route.method !== 'GET' && route.method !== 'DELETE')
    body = route.multipart ? formOf(input.body) : JSON.stringify(input.body ?? {});
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(urlOf(route, input), { method: route.method, headers, body });
  const text = await response.text();
  // A route that answers a file (its `contentType`, e.g. a PDF) answers its text when it sends that type; any other answer is JSON.
  if (route.contentType && response.headers.get('content-type') === route.contentType) return { status: response.status, text, body: text };
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed };
};

/** Runs `task` over `items`, `width` at a time, and answers the results in order. */
export const inPool = async <T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
};

/** An item's key as DynamoDB's attribute-value JSON, e.g. `{ pk: { S: 'T#…' }, sk: { S: '…' } }`. */
export type ItemKey = Record<string, { S?: string }>;

/**
 * The keys of the items the handlers' table requests named for a write (PutItem, UpdateItem,
 * DeleteItem, BatchWriteItem, TransactWriteItems, succeeded or not) after the `after`-th such
 * request, and the count so far: the test stack's table proxy notes them (infra/local/faults.ts).
 * Every request of the handlers passes through it, so no write request means nothing written.
 */
/** Resolves once the stack's job queues have run every job sent so far (infra/local/job-queue.ts `jobQueuesIdle`). */
export const jobsIdle = async () => {
  const response = await fetch(`${inject('faultsUrl')}/_control/jobs-idle`);
  if (!response.ok) throw new Error(`the table proxy answered ${response.status}`);
};

export const tableWritesAfter = async (after: number): Promise<{ count: number; keys: ItemKey[] }> => {
  const response = await fetch(`${inject('faultsUrl')}/_control/table-writes?after=${after}`);
  if (!response.ok) throw new Error(`the table proxy answered ${response.status}`);
  return (await response.json()) as { count: number; keys: ItemKey[] };
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (claims: object, key: KeyObject, kid: string) => {
  const header = b64({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = b64(claims);
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${signer.sign(key).toString('base64url')}`;
};

const adminClaims = (expiresAt: number) => {
  const env = inject('env');
  return {
    iss: env.JWT_ISSUER,
    aud: env.USER_POOL_CLIENT_ID,
    token_use: 'id',
    sub: 'contract',
    email: 'contract@example.ma',
    'cognito:groups': ['ADMIN'],
    'custom:userId': SOME_ID,
    'custom:structureId': SOME_ID,
    'custom:userType': 'AVOCAT',
    iat: expiresAt - 3600,
    exp: expiresAt,
  };
};

/** Signed with a key of our own: right claims, wrong signature. */
export const forgedToken = () =>
  sign(adminClaims(Math.floor(Date.now() / 1000) + 3600), generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, 'CognitoLocal');

/** Signed with the local issuer's real key (cognito-local ships it), but expired an hour ago. */
export const expiredToken = () => {
  const { jwk } = JSON.parse(readFileSync('node_modules/cognito-local/lib/keys/cognitoLocal.private.json', 'utf8')) as { jwk: object };
  return sign(adminClaims(Math.floor(Date.now() / 1000) - 3600), createPrivateKey({ key: jwk as never, format: 'jwk' }), 'CognitoLocal');
};
