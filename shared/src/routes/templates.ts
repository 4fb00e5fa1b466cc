import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY, STAFF } from '../roles.ts';
import { okResponse } from '../schemas/common.ts';
import { documentItem } from '../schemas/documents.ts';
import * as templates from '../schemas/templates.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const templatesRoutes = defineRoutes('templates', {
  'templates.list': { domain: 'templates', method: 'GET', path: '/api/modeles', roles: STAFF, scope: 'firm', summary: "The firm's document templates", response: templates.templateList },
  'templates.uploadUrl': { domain: 'templates', method: 'POST', path: '/api/modeles/upload-url', roles: ADMIN_ONLY, scope: 'firm', summary: 'A presigned POST for a template (DOCX) and its declared language', body: templates.templateUploadBody, response: templates.templateUploadResponse },
  'templates.confirm': { domain: 'templates', method: 'POST', path: '/api/modeles/{idModele}/confirm', roles: ADMIN_ONLY, scope: { object: 'template', at: 'params.idModele' }, summary: 'Check an uploaded template (a DOCX whose fields are all known) and add it to the library', params: templates.templateIdParams, response: templates.templateItem, status: 201 },
  'templates.delete': { domain: 'templates', method: 'DELETE', path: '/api/modeles/{idModele}', roles: ADMIN_ONLY, scope: { object: 'template', at: 'params.idModele' }, summary: 'Delete a template', params: templates.templateIdParams, response: okResponse },
  'templates.values': { domain: 'templates', method: 'GET', path: '/api/modeles/valeurs', roles: STAFF, scope: { object: 'dossier', at: 'query.idDossier' }, summary: "What a dossier gives each template field, in a template language (the generate dialog's preview)", query: templates.templateValuesQuery, response: templates.templateValues },
  'templates.generate': { domain: 'templates', method: 'POST', path: '/api/modeles/{idModele}/generer', roles: STAFF, scope: { object: 'template', at: 'params.idModele' }, summary: "A new document of the dossier (DOCX, PA) rendered from the template", params: templates.templateIdParams, body: templates.generateBody, response: documentItem, status: 201, idempotent: true },
});
