import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY, STAFF } from '../roles.ts';
import { appointmentList } from '../schemas/calendar.ts';
import { userIdParams } from '../schemas/common.ts';
import * as dashboard from '../schemas/dashboard.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const dashboardRoutes = defineRoutes('dashboard', {
  'dashboard.audiences': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/audiences-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "This week's hearings", params: userIdParams, response: z.array(dashboard.hearingRow) },
  'dashboard.meetings': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/meetings-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "This week's appointments", params: userIdParams, response: appointmentList },
  'dashboard.deadlines': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/Deadlines-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "This week's urgent actions: alerted deadlines of the week and overdue ones", params: userIdParams, response: z.array(dashboard.urgentRow) },
  'dashboard.alerts': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/alerts-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: 'Notifications, newest first', params: userIdParams, response: z.array(dashboard.alertRow) },
  'dashboard.readAlerts': { domain: 'dashboard', method: 'POST', path: '/api/Dashboard/alerts/read', roles: STAFF, scope: 'self', summary: "Mark some of the caller's notifications read", body: dashboard.readAlertsBody, response: dashboard.readAlertsResponse },
  'dashboard.days': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/days-for/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: 'The next 14 days: hearings, deadlines and meetings per day', params: userIdParams, response: z.array(dashboard.dayCount) },
  'dashboard.digest': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/digest', roles: STAFF, scope: 'self', summary: 'Whether the caller receives the daily digest email', response: dashboard.digestPreference },
  'dashboard.setDigest': { domain: 'dashboard', method: 'PUT', path: '/api/Dashboard/digest', roles: STAFF, scope: 'self', summary: 'Turn the daily digest email on or off', body: dashboard.digestPreference, response: dashboard.digestPreference },
  'dashboard.checklist': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/checklist', roles: ADMIN_ONLY, scope: 'firm', summary: "A new firm's checklist (invite a colleague, add availability, create a dossier, set the firm's details), until done or dismissed", response: dashboard.checklist },
  'dashboard.dismissChecklist': { domain: 'dashboard', method: 'POST', path: '/api/Dashboard/checklist/dismiss', roles: ADMIN_ONLY, scope: 'firm', summary: "Dismiss the new firm's checklist for good", response: dashboard.checklist },
});
