import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey, type RouteDef } from '@mizan/shared/route';
import type { RouteName } from '@mizan/shared/routes';
import type { DefinedHandler } from './define-handler';
import {
  authenticate,
  authorize,
  errorHandler,
  parseBody,
  requestContext,
  validateInput,
  type ApiContext,
  type Middleware,
} from './middleware';
import { config } from '../adapters/config';
import { originGuard } from './origin-guard';
import { routeModuleName } from './route-modules';
import { withIdempotencyKey } from '../services/idempotency';

/**
 * Imports a route module of the domain by its name (see route-modules.ts): only the called
 * route's code is loaded. Each domain's entry passes `(module) => import(`./routes/${module}.ts`)`,
 * which esbuild bundles as one chunk per module.
 */
export type RouteModuleLoader = (module: string) => Promise<{ handler: DefinedHandler }>;

/**
 * The routes a function serves: its domain's table (`shared/src/routes/<domain>.ts`), not the
 * merged one, so that a function loads its own domain's schemas only.
 */
export type RouteTable = Partial<Record<RouteName, RouteDef>>;

/** The request's cookies by name: API Gateway v2 hands them as `name=value` strings. */
const cookiesOf = (event: APIGatewayProxyEventV2): Record<string, string> =>
  Object.fromEntries(
    (event.cookies ?? []).flatMap((cookie) => {
      const at = cookie.indexOf('=');
      return at > 0 ? [[cookie.slice(0, at).trim(), cookie.slice(at + 1).trim()]] : [];
    }),
  );

/**
 * Starts importing the route's module as soon as the request is known to be for it, and before
 * the token is checked and the caller's record read: on a cold start the module's chunks load
 * while those calls wait on the network, and the handler awaits the import afterwards (a failed
 * import fails the request there, as before; a request refused in between leaves it unawaited).
 */
const startLoading = (load: RouteModuleLoader, loading: WeakMap<ApiContext, ReturnType<RouteModuleLoader>>): Middleware => ({
  before: ({ context }) => {
    const module = load(routeModuleName(context.api.routeName));
    module.catch(() => undefined);
    loading.set(context, module);
  },
});

/**
 * One Lambda function per domain: request context and logs → route lookup → the origin check
 * (CloudFront only, in the cloud) → JSON body → the route's module starts loading →
 * token → role → zod validation → the route's handler; the error handler turns any failure into
 * the error envelope.
 */
export const createDomainHandler = (table: RouteTable, load: RouteModuleLoader) => {
  const byKey = new Map(Object.entries(table).map(([name, route]) => [routeKey(route), { name: name as RouteName, route }]));
  const loading = new WeakMap<ApiContext, ReturnType<RouteModuleLoader>>();
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
    .use(requestContext((key) => byKey.get(key)))
    .use(originGuard())
    .use(parseBody())
    .use(startLoading(load, loading))
    .use(authenticate())
    .use(authorize())
    .use(validateInput())
    .use(errorHandler())
    .handler(async (event, context) => {
      const { api } = context;
      const { handler } = await loading.get(context)!;
      if (handler.name !== api.routeName) throw new Error(`${api.routeName}: its module defines ${handler.name}`);
      const { route } = api;
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
        if (config.validateResponses) route.response.parse(result);
        return { status: route.status ?? 200, body: route.contentType ? String(result) : JSON.stringify(result) };
      };
      // An idempotent route's retry with the same Idempotency-Key answers the first answer (services/idempotency.ts).
      const key = route.idempotent && api.caller ? api.headers['idempotency-key'] : undefined;
      const scope = { structureId: api.caller?.structureId ?? '', userId: api.caller?.userId ?? '', route: api.routeName };
      const { status, body } = await withIdempotencyKey(key, scope, api.input, run);
      return {
        statusCode: status,
        headers: { 'content-type': route.contentType ?? 'application/json; charset=utf-8', 'x-request-id': api.requestId },
        body,
        ...(cookies.length ? { cookies } : {}),
      };
    });
};
