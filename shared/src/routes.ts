import type { RouteDef } from './route.ts';
import { accountRoutes } from './routes/account.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { managementRoutes } from './routes/management.ts';
import { dossiersRoutes } from './routes/dossiers.ts';
import { messagesRoutes } from './routes/messages.ts';
import { documentsRoutes } from './routes/documents.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { clientsRoutes } from './routes/clients.ts';
import { usersRoutes } from './routes/users.ts';
import { searchRoutes } from './routes/search.ts';
import { activityRoutes } from './routes/activity.ts';
import { feesRoutes } from './routes/fees.ts';
import { billingRoutes } from './routes/billing.ts';
import { tasksRoutes } from './routes/tasks.ts';
import { printRoutes } from './routes/print.ts';
import { exportsRoutes } from './routes/exports.ts';
import { importsRoutes } from './routes/imports.ts';
import { templatesRoutes } from './routes/templates.ts';
import { reportsRoutes } from './routes/reports.ts';

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
  ...feesRoutes,
  ...billingRoutes,
  ...tasksRoutes,
  ...printRoutes,
  ...exportsRoutes,
  ...importsRoutes,
  ...templatesRoutes,
  ...reportsRoutes,
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
