import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey, routingOf, type RouteDef, type RoutingEntry } from '@mizan/shared/route';
import type { RouteName } from '@mizan/shared/routes';
import type { DefinedHandler } from './define-handler';
import {
  authenticate,
  authorize,
  errorHandler,
  loadValidation,
  parseBody,
  requestContext,
  validateInput,
  type ApiContext,
  type Middleware,
} from './middleware';
import { config } from '../adapters/config';
import { loadOnce } from '../adapters/load-once';
import { originGuard } from './origin-guard';
import { compressAnswer } from './compress-answer';
import { routeModuleName } from './route-modules';
import { withIdempotencyKey } from '../services/idempotency';
import { prepareTable } from '../db/connection';

/**
 * Imports a route module of the domain by its name (see route-modules.ts): only the called
 * route's code is loaded. Each domain's entry passes `(module) => import(`./routes/${module}.ts`)`,
 * which esbuild bundles as one chunk per module.
 */
export type RouteModuleLoader = (module: string) => Promise<{ handler: DefinedHandler }>;

/**
 * The routes a function serves: its domain's table (`shared/src/routes/<domain>.ts`), not the
 * merged one, so that a function loads its own domain's schemas only. Each domain's entry passes
 * `() => import('@mizan/shared/routes/<domain>')`'s table: the schemas, and zod with them, load
 * apart from the entry.
 */
export type RouteTable = Partial<Record<RouteName, RouteDef>>;
export type RouteTableLoader = () => Promise<RouteTable>;

/**
 * The function's routes without their schemas, written into a deployed bundle at build time
 * (functions/bundle-options.ts, esbuild's `define`): its router then finds the route, and checks
 * the token and the role, before the table has loaded. The sources (local stack, tests) have none
 * and derive it from the table.
 */
declare const MIZAN_ROUTING: Record<string, RoutingEntry> | undefined;
const builtRouting = typeof MIZAN_ROUTING === 'undefined' ? undefined : MIZAN_ROUTING;

/** The request's cookies by name: API Gateway v2 hands them as `name=value` strings. */
const cookiesOf = (event: APIGatewayProxyEventV2): Record<string, string> =>
  Object.fromEntries(
    (event.cookies ?? []).flatMap((cookie) => {
      const at = cookie.indexOf('=');
      return at > 0 ? [[cookie.slice(0, at).trim(), cookie.slice(at + 1).trim()]] : [];
    }),
  );

/**
 * Starts importing the route's module, the domain's table, the input's checks and the database's
 * client as soon as the request is known to be for a route, and before the token is checked and
 * the caller's record read: on a cold start their chunks load while the token's keys are fetched,
 * and the record's read, validation and the handler await them afterwards (a failed import fails
 * the request there; a request refused in between leaves them unawaited).
 */
const startLoading = (
  load: RouteModuleLoader,
  table: () => Promise<RouteTable>,
  loading: WeakMap<ApiContext, ReturnType<RouteModuleLoader>>,
): Middleware => ({
  before: ({ context }) => {
    const module = load(routeModuleName(context.api.routeName));
    module.catch(() => undefined);
    loading.set(context, module);
    table();
    loadValidation();
    prepareTable();
  },
});

/** A media type that is neither text nor JSON (a PDF): its handler answers the file in base64. */
const isBinary = (contentType: string | undefined) => !!contentType && !/^text\/|json/.test(contentType);

/**
 * One Lambda function per domain: request context and logs → route lookup → the origin check
 * (CloudFront only, in the cloud) → JSON body → the route's module starts loading →
 * token → role → zod validation → the route's handler; the error handler turns any failure into
 * the error envelope, and a large answer leaves compressed (its `after` runs last).
 */
export const createDomainHandler = (loadTable: RouteTableLoader, load: RouteModuleLoader) => {
  const table = loadOnce(loadTable);
  const definition = async (name: RouteName) => (await table())[name] as RouteDef;
  const byKey = loadOnce(async () => {
    const routing = builtRouting ?? routingOf((await table()) as Record<string, RouteDef>);
    return new Map(Object.entries(routing).map(([name, entry]) => [routeKey(entry), { name: name as RouteName, routing: entry }]));
  });
  const loading = new WeakMap<ApiContext, ReturnType<RouteModuleLoader>>();
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
    .use(compressAnswer())
    .use(requestContext(async (key) => (await byKey()).get(key)))
    .use(originGuard())
    .use(parseBody())
    .use(startLoading(load, table, loading))
    .use(authenticate())
    .use(authorize())
    .use(validateInput(definition))
    .use(errorHandler())
    .handler(async (event, context) => {
      const { api } = context;
      const { handler } = await loading.get(context)!;
      if (handler.name !== api.routeName) throw new Error(`${api.routeName}: its module defines ${handler.name}`);
      const { routing } = api;
      const cookies: string[] = [];
      const run = async () => {
        const result = await handler.handle(api.input, {
          caller: api.caller,
          requestId: api.requestId,
          language: api.language,
          headers: api.headers,
          sourceIp: api.sourceIp,
          upload: api.upload,
          cookies: cookiesOf(event),
          setCookie: (cookie: string) => cookies.push(cookie),
        });
        if (config.validateResponses) (await definition(api.routeName)).response.parse(result);
        const binary = isBinary(routing.contentType);
        return { status: routing.status ?? 200, body: routing.contentType ? String(result) : JSON.stringify(result), binary };
      };
      // An idempotent route's retry with the same Idempotency-Key answers the first answer (services/idempotency.ts).
      const key = routing.idempotent && api.caller ? api.headers['idempotency-key'] : undefined;
      const scope = { structureId: api.caller?.structureId ?? '', userId: api.caller?.userId ?? '', route: api.routeName };
      const { status, body, binary } = await withIdempotencyKey(key, scope, api.input, run);
      return {
        statusCode: status,
        headers: { 'content-type': routing.contentType ?? 'application/json; charset=utf-8', 'x-request-id': api.requestId },
        body,
        // A file's handler answers it in base64, which API Gateway decodes; it is not compressed again.
        ...(binary ? { isBase64Encoded: true } : {}),
        ...(cookies.length ? { cookies } : {}),
      };
    });
};
