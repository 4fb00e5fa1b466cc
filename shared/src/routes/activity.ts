import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY } from '../roles.ts';
import * as activity from '../schemas/activity.ts';

// One line per route, so the table reads as a table. No route edits or deletes an entry.
// prettier-ignore
export const activityRoutes = defineRoutes('activity', {
  'activity.list': { domain: 'activity', method: 'GET', path: '/api/Activity', roles: ADMIN_ONLY, scope: 'firm', summary: "A page of the firm's activity log, newest first, filtered by person, kind and days", query: activity.activityQuery, response: activity.activityPage },
});
