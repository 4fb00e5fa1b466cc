import type { HttpMethod } from './route.ts';
import { routes, type RouteName } from './routes.ts';

/**
 * What a client needs to call a route: its method, its documented path, whether it takes a token,
 * and whether a retry may carry the same Idempotency-Key.
 */
export type RouteAddress = { method: HttpMethod; path: string; public: boolean; idempotent: boolean };

/**
 * The route table without its schemas. The SPA's API client reads this rather than the table: the
 * web build replaces this module by its value (`web/vite.config.ts`), so that no page loads the
 * schemas of routes it does not call, nor zod for them. Derived from the table, so a new route
 * needs nothing here.
 */
export const routeIndex = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [
    name,
    {
      method: route.method,
      path: route.path,
      public: route.roles === 'public',
      idempotent: 'idempotent' in route && route.idempotent === true,
    },
  ]),
) as Record<RouteName, RouteAddress>;
