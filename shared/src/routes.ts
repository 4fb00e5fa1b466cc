import type { RouteDef } from './route';
import { accountRoutes } from './routes/account';
import { dashboardRoutes } from './routes/dashboard';
import { managementRoutes } from './routes/management';
import { dossiersRoutes } from './routes/dossiers';
import { messagesRoutes } from './routes/messages';
import { documentsRoutes } from './routes/documents';
import { calendarRoutes } from './routes/calendar';
import { clientsRoutes } from './routes/clients';
import { usersRoutes } from './routes/users';
import { searchRoutes } from './routes/search';
import { activityRoutes } from './routes/activity';

/**
 * The API contract: every route of specification section 7 and of the decisions, with its
 * documented path (casing included), its roles, its scope and its schemas, one file per domain in
 * routes/. Infra, the local gateway, the handlers, the web client and the harnesses all read this
 * table; nothing else lists routes.
 */
export const routes = {
  ...accountRoutes,
  ...dashboardRoutes,
  ...managementRoutes,
  ...dossiersRoutes,
  ...messagesRoutes,
  ...documentsRoutes,
  ...calendarRoutes,
  ...clientsRoutes,
  ...usersRoutes,
  ...searchRoutes,
  ...activityRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export const routeNames = Object.keys(routes) as RouteName[];

/** A route entry seen through the general RouteDef type (for code that handles any route). */
export const routeDef = (name: RouteName): RouteDef => routes[name];

/**
 * The first path segments of the API (/api, /Management, /type-dossiers): CloudFront sends them
 * to the API, the local gateway and Vite's dev server proxy them; everything else is the SPA.
 */
export const API_PREFIXES = [...new Set(Object.values(routes).map((route) => `/${route.path.split('/')[1]}`))];
