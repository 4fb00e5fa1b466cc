import { defineRoutes } from '../route.ts';
import { STAFF } from '../roles.ts';
import * as reports from '../schemas/reports.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const reportsRoutes = defineRoutes('reports', {
  'reports.refresh': { domain: 'reports', method: 'POST', path: '/api/Rapports/actualiser', roles: STAFF, scope: 'firm', summary: "Ask for the firm's figures to be computed now, outside the request (queued once within 5 minutes; the reports screen reads them when done)", response: reports.reportsRefresh, status: 202 },
  'reports.get': { domain: 'reports', method: 'GET', path: '/api/Rapports', roles: STAFF, scope: 'firm', summary: "The firm's figures as the reports job last computed them (administrators and assistants: the firm or one lawyer; a lawyer: their own dossiers), for a period of months", query: reports.reportsQuery, response: reports.reports },
});
