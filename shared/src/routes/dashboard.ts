import { z } from 'zod';
import { defineRoutes } from '../route';
import { STAFF } from '../roles';
import { looseList, userIdParams } from '../schemas/common';
import * as dashboard from '../schemas/dashboard';

// One line per route, so the table reads as a table.
// prettier-ignore
export const dashboardRoutes = defineRoutes('dashboard', {
  'dashboard.audiences': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/audiences-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "This week's hearings", params: userIdParams, response: z.array(dashboard.hearingRow) },
  'dashboard.meetings': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/meetings-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "This week's appointments", params: userIdParams, response: looseList },
  'dashboard.deadlines': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/Deadlines-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "This week's urgent actions", params: userIdParams, response: z.array(dashboard.hearingRow) },
  'dashboard.alerts': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/alerts-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: 'Notifications', params: userIdParams, response: looseList },
});
