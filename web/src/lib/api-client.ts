import { ERROR_CODES, type ErrorCode } from '@mizan/shared/error-codes';
import type { ErrorEnvelope, FieldError } from '@mizan/shared/errors';
import { REFRESH_GUARD } from '@mizan/shared/refresh-guard';
import type { RouteRequest, RouteResponse } from '@mizan/shared/route';
import { routeIndex, type RouteAddress } from '@mizan/shared/route-index';
import type { RouteName, Routes } from '@mizan/shared/routes';
import { currentLanguage, i18n } from './i18n';
import { clearSession, getSession, loggingOut, sessionChanges, sessionFromResponse, storeSession, type Session } from './session';

/** The API answered with an error envelope (or at least an error status). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: readonly FieldError[];

  constructor(status: number, code: ErrorCode, message: string, details: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The request never got an answer (network down, server unreachable). */
export class NoResponseError extends Error {
  constructor(options?: ErrorOptions) {
    super('No Server Response', options);
    this.name = 'NoResponseError';
  }
}

/** A protected call found no usable session, and renewing it failed: the person must sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

type Parts<N extends RouteName> = RouteRequest<Routes[N]>;
/** Only the parts (params, query, body) the route declares. */
type Declared<T> = { [K in keyof T as [T[K]] extends [undefined] ? never : K]: T[K] };
export type CallOptions<N extends RouteName> = Declared<Parts<N>> & { signal?: AbortSignal };
type CallArgs<N extends RouteName> = keyof Declared<Parts<N>> extends never ? [options?: CallOptions<N>] : [options: CallOptions<N>];
export type ApiResponse<N extends RouteName> = RouteResponse<Routes[N]>;

type LooseOptions = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

/** Renew the access token this long before it expires, so a request does not race its expiry. */
const EXPIRY_MARGIN_MS = 10_000;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** The documented path with each `{param}` replaced by its encoded value. */
export const buildPath = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });

const buildUrl = (route: RouteAddress, options: LooseOptions) => {
  const path = buildPath(route.path, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || isText(value);
const isFieldError = (value: unknown): value is FieldError =>
  isFields(value) &&
  isText(value.field) &&
  isText(value.code) &&
  isText(value.message) &&
  isOptionalText(value.by) &&
  isOptionalText(value.at);

/**
 * The API's error envelope (`errorEnvelopeSchema`, shared/src/errors.ts), checked without zod: every
 * page needs this check, and zod loads only with the forms that validate (the web tests hold both
 * checks to the same answers).
 */
export const isErrorEnvelope = (body: unknown): body is ErrorEnvelope =>
  isFields(body) &&
  Number.isInteger(body.statusCode) &&
  ERROR_CODES.includes(body.error as ErrorCode) &&
  isText(body.message) &&
  (body.details === undefined || (Array.isArray(body.details) && body.details.every(isFieldError))) &&
  isOptionalText(body.requestId);

/** A field error as the envelope's schema reads it: the documented fields only. */
const documented = ({ field, code, message, by, at }: FieldError): FieldError => ({
  field,
  code,
  message,
  ...(by === undefined ? {} : { by }),
  ...(at === undefined ? {} : { at }),
});

const toApiError = (status: number, body: unknown, statusText: string) => {
  if (isErrorEnvelope(body)) {
    const { statusCode, error, message, details } = body;
    return new ApiError(statusCode, error, message, details?.map(documented));
  }
  // No envelope (a gateway's own answer): the status's message in the reader's language.
  const code = STATUS_CODES[status] ?? 'internal_error';
  return new ApiError(status, code, i18n.t(`api:${code}`, { defaultValue: statusText || `HTTP ${status}` }));
};

const send = async (route: RouteAddress, options: LooseOptions, accessToken?: string, idempotencyKey?: string) => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (route === routeIndex['account.refresh']) headers[REFRESH_GUARD.header] = REFRESH_GUARD.value;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(route, options), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NoResponseError({ cause: error });
  }
};

/** The answer's JSON, or its bytes for a route that answers a file; an error answer thrown as ApiError. */
const parse = async (response: Response, file = false) => {
  if (response.ok && file) return response.blob();
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body, response.statusText);
  return body;
};

let refreshing: Promise<Session | null> | null = null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a renewal the API asks to wait for is sent again, and the longest wait between two. */
const RENEWAL_TRIES = 5;
const MAX_RENEWAL_WAIT_MS = 60_000;
const isWaitAnswer = (status: number) => status === 429 || status === 503;

/**
 * Sends the renewal; an answer that asks to wait (429 past a rate limit, 503) is not a refused
 * session: the renewal is sent again after its Retry-After, and its last answer is an error that
 * keeps the session.
 */
const sendRenewal = async () => {
  for (let attempt = 1; ; attempt++) {
    const response = await send(routeIndex['account.refresh'], {});
    if (!isWaitAnswer(response.status) || attempt >= RENEWAL_TRIES) return response;
    await wait(Math.min(MAX_RENEWAL_WAIT_MS, 1000 * (Number(response.headers.get('Retry-After')) || 1)));
  }
};

const renew = async (): Promise<Session | null> => {
  // A sign-in or sign-out while the request is out wins over its answer (the login page shows
  // while the start-up renewal is out: the person may sign in, as someone else, before it answers).
  const before = sessionChanges();
  try {
    // The refresh token is the HttpOnly cookie the browser sends to this route alone.
    const response = await parse(await sendRenewal());
    if (sessionChanges() !== before) return getSession();
    const renewed = sessionFromResponse(response as ApiResponse<'account.refresh'>);
    storeSession(renewed);
    return renewed;
  } catch (error) {
    if (sessionChanges() !== before) return getSession();
    // Offline is not signed out: keep the session and let the caller report 'No Server Response'.
    if (error instanceof NoResponseError) throw error;
    // Asked to wait, and still so after waiting: not signed out either.
    if (error instanceof ApiError && isWaitAnswer(error.status)) throw error;
    // Refused: the session is gone (at start-up too, where the device then forgets the role).
    clearSession();
    return null;
  }
};

/**
 * Renews the session with the refresh cookie (also how a reload finds its session again);
 * concurrent callers share one request. Answers null when the API refuses (no cookie, or a session
 * that was ended), throws NoResponseError when it cannot be reached and ApiError when it still asks
 * to wait (429, 503) after being waited for.
 */
export const refreshSession = (): Promise<Session | null> => {
  refreshing ??= renew().finally(() => {
    refreshing = null;
  });
  return refreshing;
};

/**
 * Ends a session that cannot be renewed; the route guard then sends the person to /login. After
 * the person's own logout the call is abandoned quietly instead (an AbortError, which no one reports).
 */
const expire = (): never => {
  clearSession();
  if (loggingOut()) throw new DOMException('Logged out', 'AbortError');
  throw new SessionExpiredError();
};

const usableSession = async () => {
  const session = getSession();
  if (session && session.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return session;
  return (await refreshSession()) ?? expire();
};

/** Tries again, with the same Idempotency-Key, a write that got no answer or a 503 (at most this many times). */
const RETRIES = 2;
const MAX_WAIT_MS = 5000;
const retryAfterMs = (response: Response) => Math.min(MAX_WAIT_MS, 1000 * (Number(response.headers.get('Retry-After')) || 1));

/**
 * Sends a call; a route the table marks `idempotent` gets one Idempotency-Key for the call (one
 * submission of its form), and is sent again with the same key when nothing answered or the API
 * was unavailable: the API then answers the first answer, and nothing is written twice.
 */
const sendRetrying = async (route: RouteAddress, options: LooseOptions, accessToken: string, key: string | undefined) => {
  for (let attempt = 0; ; attempt++) {
    const last = !key || attempt >= RETRIES;
    try {
      const response = await send(route, options, accessToken, key);
      if (response.status !== 503 || last) return response;
      await wait(retryAfterMs(response));
    } catch (error) {
      if (!(error instanceof NoResponseError) || last) throw error;
      await wait(1000);
    }
  }
};

const request = async (name: RouteName, options: LooseOptions): Promise<unknown> => {
  const route = routeIndex[name];
  if (route.public) return parse(await send(route, options));

  const key = route.idempotent ? crypto.randomUUID() : undefined;
  const session = await usableSession();
  let response = await sendRetrying(route, options, session.accessToken, key);
  if (response.status === 401) {
    // Another request may already have renewed the token while this one was in flight.
    const latest = getSession();
    const renewed = latest && latest.accessToken !== session.accessToken ? latest : await refreshSession();
    if (!renewed) return expire();
    response = await sendRetrying(route, options, renewed.accessToken, key);
    if (response.status === 401) return expire();
  }
  return parse(response, route.file);
};

/**
 * Calls one route of the API contract by name: fills the documented path's `{param}`s, adds the
 * query string, the bearer token (non-public routes) and the caller's language, and answers the
 * parsed JSON. Throws ApiError on an error answer, NoResponseError when nothing answered and
 * SessionExpiredError when the session could not be renewed.
 */
export const callApi = <N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<ApiResponse<N>> =>
  request(name, (options ?? {}) as LooseOptions) as Promise<ApiResponse<N>>;

/** callApi with the options always given, for the hooks (use-api.ts, use-api-mutation.ts), which keep each route's typing themselves. */
export const callWithOptions = callApi as unknown as <N extends RouteName>(name: N, options: CallOptions<N>) => Promise<ApiResponse<N>>;

/** Calls a route that answers a file (a PDF): its bytes as a Blob, errors as callApi throws them. */
export const callApiFile = <N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<Blob> =>
  request(name, (options ?? {}) as LooseOptions) as Promise<Blob>;
