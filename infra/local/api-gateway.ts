import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { languageFromHeader, message } from '@mizan/shared/messages';
import { routeKey, type Domain, type RouteDef } from '@mizan/shared/route';
import { REFRESH_COOKIE } from '@mizan/shared/refresh-guard';
import { API_PREFIXES, routes } from '@mizan/shared/routes';
import { prepareTable } from '@mizan/functions/db/connection';
import { RATE_LIMITED_ROUTES } from '../rate-limits';
import type { RateDecision } from './rate-limiter';

/**
 * The local API Gateway (HTTP API, payload 2.0): requests matching the route table become API
 * Gateway v2 events for the domain's handler (the same module the domain's Lambda function runs);
 * other paths under an API prefix go to the `$default` route (the API's own 404 envelope).
 */
type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2 | string | object | undefined>;
type DomainModule = { handler: LambdaHandler };

/** The middy handler's context type is ours (ApiContext); Lambda passes a plain Context, as here. */
const lambda = (loaded: Promise<{ handler: unknown }>) => loaded as Promise<DomainModule>;

/** One loader per Lambda function; the Record type keeps it complete when a domain is added. */
const DOMAIN_MODULES: Record<Domain, () => Promise<DomainModule>> = {
  account: () => lambda(import('@mizan/functions/domains/account/index')),
  dashboard: () => lambda(import('@mizan/functions/domains/dashboard/index')),
  dossiers: () => lambda(import('@mizan/functions/domains/dossiers/index')),
  clients: () => lambda(import('@mizan/functions/domains/clients/index')),
  documents: () => lambda(import('@mizan/functions/domains/documents/index')),
  messages: () => lambda(import('@mizan/functions/domains/messages/index')),
  calendar: () => lambda(import('@mizan/functions/domains/calendar/index')),
  users: () => lambda(import('@mizan/functions/domains/users/index')),
  management: () => lambda(import('@mizan/functions/domains/management/index')),
  search: () => lambda(import('@mizan/functions/domains/search/index')),
  activity: () => lambda(import('@mizan/functions/domains/activity/index')),
  fees: () => lambda(import('@mizan/functions/domains/fees/index')),
  billing: () => lambda(import('@mizan/functions/domains/billing/index')),
  tasks: () => lambda(import('@mizan/functions/domains/tasks/index')),
  print: () => lambda(import('@mizan/functions/domains/print/index')),
  exports: () => lambda(import('@mizan/functions/domains/exports/index')),
  imports: () => lambda(import('@mizan/functions/domains/imports/index')),
  reports: () => lambda(import('@mizan/functions/domains/reports/index')),
  templates: () => lambda(import('@mizan/functions/domains/templates/index')),
};
/** The function behind the `$default` route (any domain answers an unknown route key with 404). */
const DEFAULT_ROUTE_DOMAIN: Domain = 'account';

/** API Gateway's hard limit on a request body. */
const MAX_REQUEST_BODY = 10 * 1024 * 1024;
/** API Gateway's integration timeout. */
const TIMEOUT_MS = 30_000;

type Segment = { literal: string } | { param: string };
type CompiledRoute = { route: RouteDef; key: string; segments: Segment[] };

const compile = (route: RouteDef): CompiledRoute => ({
  route,
  key: routeKey(route),
  segments: route.path
    .split('/')
    .slice(1)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param ? { param } : { literal: part };
    }),
});

const COMPILED = Object.values(routes as Record<string, RouteDef>).map(compile);

export type RouteMatch = { route: RouteDef; key: string; pathParameters: Record<string, string> };

/**
 * API Gateway's matching: method and path, case-sensitive, one segment per `{param}`; the most
 * specific route wins (compared segment by segment, a literal beats a parameter).
 */
export const matchRoute = (method: string, rawPath: string): RouteMatch | undefined => {
  const parts = rawPath.split('/').slice(1);
  let best: { compiled: CompiledRoute; params: Record<string, string> } | undefined;
  for (const compiled of COMPILED) {
    if (compiled.route.method !== method || compiled.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = compiled.segments.every((segment, i) => {
      const part = parts[i] as string;
      if ('literal' in segment) return segment.literal === part;
      if (part === '') return false;
      params[segment.param] = part;
      return true;
    });
    if (!fits) continue;
    if (!best || moreSpecific(compiled, best.compiled)) best = { compiled, params };
  }
  return best && { route: best.compiled.route, key: best.compiled.key, pathParameters: best.params };
};

const moreSpecific = (a: CompiledRoute, b: CompiledRoute) => {
  for (let i = 0; i < a.segments.length; i++) {
    const aLiteral = 'literal' in (a.segments[i] as Segment);
    const bLiteral = 'literal' in (b.segments[i] as Segment);
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
};

export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|x-www-form-urlencoded|graphql))/i;

/** Reads the body up to `limit` bytes; undefined when it is larger (the rest is not buffered). */
const readBody = (req: IncomingMessage, limit: number) =>
  new Promise<Buffer | undefined>((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.pause();
        resolveBody(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolveBody(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!done) reject(error);
    });
  });

const apiGatewayTime = (date: Date) => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())} +0000`;
};

/** API Gateway's request ids look like `Tl6ZkjR3CGYEPbQ=`. */
const apiRequestId = () => createHash('sha1').update(randomUUID()).digest('base64').slice(0, 14) + '=';

export type GatewayEventInput = {
  method: string;
  rawPath: string;
  rawQueryString: string;
  headers: IncomingMessage['headers'];
  body: Buffer | undefined;
  routeKey: string;
  pathParameters?: Record<string, string>;
  sourceIp: string;
};

/** A faithful API Gateway HTTP API payload 2.0 event. */
export const buildEvent = (input: GatewayEventInput): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-for'] = input.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const cookieHeader = input.headers.cookie;
  const cookies = cookieHeader ? cookieHeader.split(/;\s*/).filter(Boolean) : undefined;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(input.rawQueryString)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const contentType = headers['content-type'] ?? '';
  const hasBody = input.body !== undefined && input.body.length > 0;
  const isText = TEXT_TYPES.test(contentType);
  const now = new Date();
  const host = (headers.host ?? '127.0.0.1').replace(/:\d+$/, '');
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: input.method,
        path: input.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: apiRequestId(),
      routeKey: input.routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: hasBody && !isText,
  };
  if (cookies?.length) event.cookies = cookies;
  if (Object.keys(query).length) event.queryStringParameters = query;
  if (input.pathParameters && Object.keys(input.pathParameters).length) event.pathParameters = input.pathParameters;
  if (hasBody) event.body = isText ? (input.body as Buffer).toString('utf8') : (input.body as Buffer).toString('base64');
  return event;
};

const lambdaContext = (domain: Domain): Context => {
  const deadline = Date.now() + TIMEOUT_MS - 1000;
  const functionName = `mizan-${domain}`;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-3:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

export type Logger = (line: string) => void;

const handlers = new Map<Domain, Promise<DomainModule>>();
const loadDomain = (domain: Domain) => {
  let loaded = handlers.get(domain);
  if (!loaded) {
    loaded = DOMAIN_MODULES[domain]();
    loaded.catch(() => handlers.delete(domain));
    handlers.set(domain, loaded);
  }
  return loaded;
};

/**
 * Loads every domain's module ahead of the first request, and starts loading the database's
 * client, which the deployed functions load with a request (startup pays, not the first click).
 * A module that fails to load is reported, not fatal: its routes answer 500 (and retry the
 * import), the others work.
 */
export const warmHandlers = async (report: (line: string) => void) => {
  prepareTable();
  await Promise.all(
    (Object.keys(DOMAIN_MODULES) as Domain[]).map((domain) =>
      loadDomain(domain).catch((error: unknown) =>
        report(`gateway: the ${domain} function failed to load: ${(error as Error).stack ?? String(error)}`),
      ),
    ),
  );
};

/** Calls a domain's handler like Lambda and answers like API Gateway. */
export const invoke = async (domain: Domain, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const { handler } = await loadDomain(domain);
  const result = await handler(event, lambdaContext(domain));
  if (result && typeof result === 'object' && 'statusCode' in result) return result as APIGatewayProxyStructuredResultV2;
  // API Gateway's inference for answers without a statusCode: 200, JSON.
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
  };
};

export const writeJson = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...extra });
  res.end(text);
};

/**
 * Answers 413. The rest of the upload is read and dropped (never kept), so the client gets to
 * read the answer (closing at once makes it fail writing), up to a bound past which the socket is cut.
 */
const refuseTooLarge = (req: IncomingMessage, res: ServerResponse) => {
  writeJson(res, 413, { message: 'Request Entity Too Large' });
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > 4 * MAX_REQUEST_BODY) req.destroy();
  });
  req.resume();
};

/** The route keys WAF's rate-based rules cover in the cloud (infra/rate-limits.ts). */
const RATE_LIMITED_KEYS = new Set(RATE_LIMITED_ROUTES.map(routeKey));

/** 429 with Retry-After and the error envelope in the reader's language, as the cloud's WAF answers. */
const refuseTooMany = (req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number) => {
  const statusCode = 429;
  const text = message('rate_limited', languageFromHeader(req.headers['accept-language']));
  writeJson(res, statusCode, { statusCode, error: 'too_many_requests', message: text }, { 'retry-after': String(retryAfterSeconds) });
};

export type ApiOptions = {
  log: Logger;
  /** Counts a request of a rate-limited route against its key (IP and route). */
  limit: (key: string) => RateDecision;
  /** Counts a renewal that carries a refresh cookie against its session (infra/rate-limits.ts). */
  limitSession: (key: string) => RateDecision;
};

const REFRESH_KEY = routeKey(routes['account.refresh']);

/** The refresh cookie's value of a renewal, if it carries one: its session's key for the rate limit. */
const sessionOf = (req: IncomingMessage, key: string) => {
  if (key !== REFRESH_KEY) return undefined;
  const cookie = (req.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${REFRESH_COOKIE}=`));
  const value = cookie?.slice(REFRESH_COOKIE.length + 1);
  return value ? createHash('sha256').update(value).digest('base64url') : undefined;
};

export const handleApi = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rawPath: string,
  { log, limit, limitSession }: ApiOptions,
) => {
  const started = Date.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const declared = Number(req.headers['content-length'] ?? 0);
  // Too large (declared, or found while reading): 413 without invoking anything, like API Gateway.
  const body = declared > MAX_REQUEST_BODY ? undefined : await readBody(req, MAX_REQUEST_BODY);
  if (body === undefined) {
    refuseTooLarge(req, res);
    return;
  }
  const match = matchRoute(method, rawPath);
  const domain = match?.route.domain ?? DEFAULT_ROUTE_DOMAIN;
  const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  if (match && RATE_LIMITED_KEYS.has(match.key)) {
    const session = sessionOf(req, match.key);
    const decision = session ? limitSession(`${session} ${match.key}`) : limit(`${sourceIp} ${match.key}`);
    if (!decision.allowed) {
      refuseTooMany(req, res, decision.retryAfterSeconds);
      log(`${method} ${rawPath} → 429 (rate limit)`);
      return;
    }
  }
  const event = buildEvent({
    method,
    rawPath,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers: req.headers,
    body,
    routeKey: match?.key ?? '$default',
    pathParameters: match?.pathParameters,
    sourceIp,
  });
  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await Promise.race([
      invoke(domain, event),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref()),
    ]);
  } catch (error) {
    const timedOut = (error as Error).message === 'timeout';
    log(`${method} ${rawPath} → ${timedOut ? 503 : 500} (${domain}: ${(error as Error).stack ?? String(error)})`);
    // What API Gateway answers when the integration fails or times out.
    writeJson(
      res,
      timedOut ? 503 : 500,
      { message: timedOut ? 'Service Unavailable' : 'Internal Server Error' },
      { 'apigw-requestid': event.requestContext.requestId },
    );
    return;
  }
  const headers: Record<string, string | string[]> = { 'apigw-requestid': event.requestContext.requestId };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const payload = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(payload.length);
  const status = result.statusCode ?? 200;
  res.writeHead(status, headers);
  res.end(method === 'HEAD' ? undefined : payload);
  log(`${method} ${rawPath} → ${status} ${Date.now() - started} ms`);
};
