import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey } from '@mizan/shared/route';
import { routeDef, routes, type RouteName } from '@mizan/shared/routes';
import type { DefinedHandler } from './define-handler';
import { authenticate, authorize, errorHandler, parseBody, requestContext, validateInput, type ApiContext } from './middleware';
import { config } from '../adapters/config';
import { routeModuleName } from './route-modules';
import { withIdempotencyKey } from '../services/idempotency';

/**
 * Imports a route module of the domain by its name (see route-modules.ts): only the called
 * route's code is loaded. Each domain's entry passes `(module) => import(`./routes/${module}.ts`)`,
 * which esbuild bundles as one chunk per module.
 */
export type RouteModuleLoader = (module: string) => Promise<{ handler: DefinedHandler }>;

const routesByKey = new Map(Object.entries(routes).map(([name, route]) => [routeKey(route), name as RouteName]));
export const findRoute = (key: string) => routesByKey.get(key);

/**
 * One Lambda function per domain: request context and logs → route lookup → JSON body →
 * token → role → zod validation → the route's handler; the error handler turns any failure into
 * the error envelope.
 */
export const createDomainHandler = (load: RouteModuleLoader) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
    .use(requestContext(findRoute))
    .use(parseBody())
    .use(authenticate())
    .use(authorize())
    .use(validateInput())
    .use(errorHandler())
    .handler(async (_event, context) => {
      const { api } = context;
      const { handler } = await load(routeModuleName(api.routeName));
      if (handler.name !== api.routeName) throw new Error(`${api.routeName}: its module defines ${handler.name}`);
      const route = routeDef(api.routeName);
      const run = async () => {
        const result = await handler.handle(api.input, {
          caller: api.caller,
          requestId: api.requestId,
          language: api.language,
          headers: api.headers,
          upload: api.upload,
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
      };
    });
