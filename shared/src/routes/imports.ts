import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY } from '../roles.ts';
import * as importSchemas from '../schemas/imports.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const importsRoutes = defineRoutes('imports', {
  'imports.template': { domain: 'imports', method: 'GET', path: '/api/Cabinet/imports/template', roles: ADMIN_ONLY, scope: 'firm', summary: 'The dossiers spreadsheet template (XLSX, headers in the language asked; base64 body)', query: importSchemas.templateQuery, response: z.string(), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'imports.uploadUrl': { domain: 'imports', method: 'POST', path: '/api/Cabinet/imports/upload-url', roles: ADMIN_ONLY, scope: 'firm', summary: 'A presigned POST for the spreadsheet (XLSX or CSV) of a new import', body: importSchemas.importUploadBody, response: importSchemas.importUploadResponse },
  'imports.preview': { domain: 'imports', method: 'POST', path: '/api/Cabinet/imports/{id}/preview', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: 'Read the uploaded spreadsheet: each row valid or not with its reasons, and how many dossiers a run creates (writes no dossier)', params: importSchemas.importParams, response: importSchemas.importPreview },
  'imports.run': { domain: 'imports', method: 'POST', path: '/api/Cabinet/imports/{id}/run', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: "Start a previewed import's job; answers the job, running", params: importSchemas.importParams, response: importSchemas.importJob, status: 202, idempotent: true },
  'imports.get': { domain: 'imports', method: 'GET', path: '/api/Cabinet/imports/{id}', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: "An import job's state, progress and, once ended, its report", params: importSchemas.importParams, response: importSchemas.importJob },
});
