import type { HttpMethod } from './route.ts';
import { routes, type RouteName } from './routes.ts';

/**
 * What a client needs to call a route: its method, its documented path, whether it takes a token,
 * whether a retry may carry the same Idempotency-Key, and whether it answers a file (a PDF) rather
 * than JSON.
 */
export type RouteAddress = { method: HttpMethod; path: string; public: boolean; idempotent: boolean; file: boolean };

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
      file: 'contentType' in route && route.contentType === 'application/pdf',
    },
  ]),
) as Record<RouteName, RouteAddress>;
