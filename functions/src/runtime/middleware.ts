import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { ErrorEnvelope } from '@mizan/shared/errors';
import { languageFromHeader, message } from '@mizan/shared/messages';
import { DEFAULT_MAX_BODY, type RouteDef, type RoutingEntry } from '@mizan/shared/route';
import type { Language } from '@mizan/shared/roles';
import type { RouteName } from '@mizan/shared/routes';
import { verifyToken } from '../adapters/token-verifier';
import type { Caller } from '../services/caller';
import { fullName } from '../db/users';
import { rememberCallerRecord } from '../services/dossier-access';
import { sessionHolds } from '../services/sign-in-rules';
import { loadCallerRecord } from './caller-record';
import { loadOnce } from '../adapters/load-once';
import { isTransient } from '../adapters/transient-errors';
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  InvalidJsonError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../errors';
import { log } from './log';

/** A multipart request's file part. */
export type UploadedFile = { name: string; type: string; bytes: Buffer };

export type ApiState = {
  requestId: string;
  startedAt: number;
  language: Language;
  routeName: RouteName;
  /** The route's entry of the table without its schemas (address, roles, limits). */
  routing: RoutingEntry;
  headers: Record<string, string | undefined>;
  /** The client's address as API Gateway saw it (`requestContext.http.sourceIp`). */
  sourceIp?: string;
  caller?: Caller;
  upload?: UploadedFile;
  json?: unknown;
  input?: { params: unknown; query: unknown; body: unknown };
};
export type ApiContext = Context & { api: ApiState };
type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;
export type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;

const routing = (request: Request) => request.context.api.routing;

/** Request id, language, lower-cased headers and the route's routing entry; unknown routes answer 404. */
export const requestContext = (
  findRoute: (key: string) => Promise<{ name: RouteName; routing: RoutingEntry } | undefined>,
): Middleware => ({
  before: async (request) => {
    const { event, context } = request;
    const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const requestId = event.requestContext?.requestId ?? context.awsRequestId ?? randomUUID();
    context.api = {
      requestId,
      startedAt: Date.now(),
      language: languageFromHeader(headers['accept-language']),
      headers,
      sourceIp: event.requestContext?.http?.sourceIp,
      routeName: undefined as unknown as RouteName,
      routing: undefined as unknown as RoutingEntry,
    };
    const found = await findRoute(event.routeKey);
    if (!found) throw new NotFoundError();
    context.api.routeName = found.name;
    context.api.routing = found.routing;
  },
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
};

/**
 * A multipart/form-data body (the documented upload): its `metadata` part's JSON becomes the body
 * that validation checks, like a JSON route's, and its `file` part the handler's `upload`.
 */
const parseMultipart = async (raw: Buffer, contentType: string | undefined, api: ApiState) => {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType ?? '' } }).formData();
  } catch {
    throw new BadRequestError();
  }
  const metadata = form.get('metadata');
  api.json = typeof metadata === 'string' ? parseJson(metadata) : {};
  const file = form.get('file');
  if (file instanceof File) api.upload = { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
};

/** Enforces the route's size limit and parses JSON bodies, or the multipart route's parts. */
export const parseBody = (): Middleware => ({
  before: async (request) => {
    const { event, context } = request;
    if (event.body === undefined || event.body === null || event.body === '') return;
    const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
    if (raw.length > (routing(request).maxBody ?? DEFAULT_MAX_BODY)) throw new PayloadTooLargeError();
    if (routing(request).multipart) await parseMultipart(raw, context.api.headers['content-type'], context.api);
    else context.api.json = parseJson(raw.toString('utf8'));
  },
});

/**
 * Verifies the bearer ID token of every non-public route, then reads the person's record and holds
 * the token to every rule of sign-in (services/sign-in-rules.ts): a deactivated or removed account,
 * an unverified address, a session that was ended (sign-out, password reset or change:
 * services/sessions.ts) or a staff member without the two-factor their firm requires lose access
 * at once, whichever way the token was obtained. The role is the record's, so a demotion takes
 * effect on the next request rather than when the token expires.
 */
export const authenticate = (): Middleware => ({
  before: async (request) => {
    if (routing(request).roles === 'public') return;
    const header = request.context.api.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const verified = token ? await verifyToken(token) : undefined;
    const record = verified && (await loadCallerRecord(verified));
    if (!verified || !record || !sessionHolds(record, verified.authTime)) throw new UnauthorizedError();
    const { user } = record;
    const { authTime: _authTime, ...claims } = verified;
    const caller: Caller = { ...claims, name: fullName(user), roles: [user.idRolUtilisateur], userType: user.idTypeUtilisateur };
    rememberCallerRecord(caller, user);
    request.context.api.caller = caller;
  },
});

/** The caller needs one of the route's roles. */
export const authorize = (): Middleware => ({
  before: (request) => {
    const { roles } = routing(request);
    if (roles === 'public') return;
    const caller = request.context.api.caller;
    if (!caller?.roles.some((role) => roles.includes(role))) throw new ForbiddenError();
  },
});

/** Zod and the input's checks load apart from the entry (input-validation.ts), once. */
export const loadValidation = loadOnce(() => import('./input-validation'));

/**
 * Validates path parameters, query and body against the route's schemas (`definition`, which loads
 * the domain's table): 400 with field details (input-validation.ts).
 */
export const validateInput = (definition: (name: RouteName) => Promise<RouteDef>): Middleware => ({
  before: async (request) => {
    const { event, context } = request;
    const { api } = context;
    const [route, { validatedInput }] = await Promise.all([definition(api.routeName), loadValidation()]);
    api.input = validatedInput(event, api.json, route, api.language);
  },
});

/** Registered last: turns every failure into the envelope, worded in the caller's language. */
export const errorHandler = (): Middleware => ({
  after: (request) => {
    const { api } = request.context;
    log.info('request', {
      requestId: api.requestId,
      route: api.routeName,
      status: request.response?.statusCode,
      ms: Date.now() - api.startedAt,
    });
  },
  onError: (request) => {
    const { api } = request.context;
    const failure = request.error ?? new Error('unknown');
    const known = failure instanceof AppError ? failure : isTransient(failure) ? new ServiceUnavailableError() : undefined;
    const language = api?.language ?? 'en';
    const requestId = api?.requestId ?? randomUUID();
    const envelope: ErrorEnvelope = known
      ? {
          statusCode: known.statusCode,
          error: known.code,
          message: message(known.messageCode, language),
          details: known.detailsIn(language),
        }
      : { statusCode: 500, error: 'internal_error', message: message('internal_error', language), requestId };
    const failed = envelope.statusCode >= 500;
    const level = failed ? 'error' : 'info';
    log[level]('request', {
      requestId,
      route: api?.routeName,
      status: envelope.statusCode,
      ms: api ? Date.now() - api.startedAt : undefined,
      ...(failed ? { error: failure.name, detail: failure.message, stack: failure.stack } : {}),
    });
    // The documented multipart upload's clients read its error's text from `Message` (spec 5, 7).
    const body = api?.routing?.multipart ? { ...envelope, Message: envelope.message } : envelope;
    request.response = {
      statusCode: envelope.statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, ...(known?.headers ?? {}) },
      body: JSON.stringify(body),
    };
  },
});
