import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey } from '@mizan/shared/route';
import { routeDef, routes, type RouteName } from '@mizan/shared/routes';
import type { DefinedHandler } from './define-handler';
import { authenticate, authorize, errorHandler, parseBody, requestContext, validateInput, type ApiContext } from './middleware';
import { config } from '../adapters/config';
import { routeModuleName } from './route-modules';

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
      const result = await handler.handle(api.input, {
        caller: api.caller,
        requestId: api.requestId,
        language: api.language,
        headers: api.headers,
        sourceIp: api.sourceIp,
        upload: api.upload,
      });
      const route = routeDef(api.routeName);
      if (config.validateResponses) route.response.parse(result);
      return {
        statusCode: route.status ?? 200,
        headers: { 'content-type': route.contentType ?? 'application/json; charset=utf-8', 'x-request-id': api.requestId },
        body: route.contentType ? String(result) : JSON.stringify(result),
      };
    });
