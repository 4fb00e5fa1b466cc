import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY } from '../roles.ts';
import * as exportSchemas from '../schemas/exports.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const exportsRoutes = defineRoutes('exports', {
  'exports.start': { domain: 'exports', method: 'POST', path: '/api/Cabinet/exports', roles: ADMIN_ONLY, scope: 'firm', summary: "Start the firm's whole export (a ZIP job); answers the job, in progress", response: exportSchemas.exportJob, status: 202, idempotent: true },
  'exports.list': { domain: 'exports', method: 'GET', path: '/api/Cabinet/exports', roles: ADMIN_ONLY, scope: 'firm', summary: "The firm's latest export jobs (at most 5), newest first, without links", response: z.array(exportSchemas.exportJob) },
  'exports.get': { domain: 'exports', method: 'GET', path: '/api/Cabinet/exports/{id}', roles: ADMIN_ONLY, scope: { object: 'export', at: 'params.id' }, summary: "An export job's state and, once ready, its download link (valid 24 hours from the ZIP's making)", params: exportSchemas.exportParams, response: exportSchemas.exportJob },
});
