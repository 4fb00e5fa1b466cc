import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY } from '../roles.ts';
import * as importSchemas from '../schemas/imports.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const importsRoutes = defineRoutes('imports', {
  'imports.list': { domain: 'imports', method: 'GET', path: '/api/Cabinet/imports', roles: ADMIN_ONLY, scope: 'firm', summary: "The firm's imports that were run in the last 30 days (the last 20), newest first, with their counts", response: importSchemas.importList },
  'imports.template': { domain: 'imports', method: 'GET', path: '/api/Cabinet/imports/template', roles: ADMIN_ONLY, scope: 'firm', summary: 'The dossiers spreadsheet template (XLSX, headers in the language asked; base64 body)', query: importSchemas.templateQuery, response: z.string(), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'imports.uploadUrl': { domain: 'imports', method: 'POST', path: '/api/Cabinet/imports/upload-url', roles: ADMIN_ONLY, scope: 'firm', summary: 'A presigned POST for the spreadsheet (XLSX or CSV) of a new import', body: importSchemas.importUploadBody, response: importSchemas.importUploadResponse },
  'imports.columns': { domain: 'imports', method: 'GET', path: '/api/Cabinet/imports/{id}/colonnes', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: "The uploaded spreadsheet's headers, each with the column it fills (the firm's saved correspondences, else the template's headers) and an example, and the required columns none fills", params: importSchemas.importParams, response: importSchemas.importColumns },
  'imports.preview': { domain: 'imports', method: 'POST', path: '/api/Cabinet/imports/{id}/preview', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: "Read the uploaded spreadsheet (with the correspondences of its headers given, saved as the firm's): each row valid or not with its reasons, and how many dossiers a run creates (writes no dossier)", params: importSchemas.importParams, body: importSchemas.importPreviewBody, response: importSchemas.importPreview },
  'imports.run': { domain: 'imports', method: 'POST', path: '/api/Cabinet/imports/{id}/run', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: "Start a previewed import's job; answers the job, running", params: importSchemas.importParams, response: importSchemas.importJob, status: 202, idempotent: true },
  'imports.get': { domain: 'imports', method: 'GET', path: '/api/Cabinet/imports/{id}', roles: ADMIN_ONLY, scope: { object: 'import', at: 'params.id' }, summary: "An import job's state, progress and, once ended, its report", params: importSchemas.importParams, response: importSchemas.importJob },
});
