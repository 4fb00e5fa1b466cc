import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey } from '@mizan/shared/route';
import { routeDef, routes, type RouteName } from '@mizan/shared/routes';
import { NotImplementedError } from '../errors';
import type { DefinedHandler } from './define-handler';
import { authenticate, authorize, errorHandler, parseBody, requestContext, validateInput, type ApiContext } from './middleware';
import { config } from '../adapters/config';

/** Lazy loaders of a domain's route modules: only the called route's code is imported. */
export type RouteLoaders = Partial<Record<RouteName, () => Promise<{ handler: DefinedHandler }>>>;

const routesByKey = new Map(Object.entries(routes).map(([name, route]) => [routeKey(route), name as RouteName]));
export const findRoute = (key: string) => routesByKey.get(key);

/**
 * One Lambda function per domain: request context and logs → route lookup → JSON body →
 * token → role → zod validation → the route's handler; the error handler turns any failure into
 * the error envelope.
 */
export const createDomainHandler = (loaders: RouteLoaders) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
    .use(requestContext(findRoute))
    .use(parseBody())
    .use(authenticate())
    .use(authorize())
    .use(validateInput())
    .use(errorHandler())
    .handler(async (_event, context) => {
      const { api } = context;
      const load = loaders[api.routeName];
      if (!load) throw new NotImplementedError();
      const { handler } = await load();
      const result = await handler.handle(api.input, {
        caller: api.caller,
        requestId: api.requestId,
        language: api.language,
        headers: api.headers,
        rawBody: api.rawBody,
      });
      const route = routeDef(api.routeName);
      if (config.validateResponses) route.response.parse(result);
      return {
        statusCode: route.status ?? 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': api.requestId },
        body: JSON.stringify(result),
      };
    });
