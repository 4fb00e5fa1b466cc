import { defineRoutes } from '../route.ts';
import { STAFF, STAFF_AND_CLIENT } from '../roles.ts';
import { okResponse } from '../schemas/common.ts';
import * as documents from '../schemas/documents.ts';

/** The multipart route's body: a file of at most 5 MB and its metadata (the handler refuses a larger file with 413). */
const MULTIPART_MAX = 6 * 1024 * 1024;

// One line per route, so the table reads as a table.
// prettier-ignore
export const documentsRoutes = defineRoutes('documents', {
  'documents.download': { domain: 'documents', method: 'GET', path: '/api/documents/download/{idDocument}', roles: STAFF_AND_CLIENT, scope: { object: 'document', at: 'params.idDocument' }, summary: 'A short-lived download address', params: documents.documentIdParams, response: documents.documentAddress },
  'documents.view': { domain: 'documents', method: 'GET', path: '/api/documents/{idDocument}/view', roles: STAFF_AND_CLIENT, scope: { object: 'document', at: 'params.idDocument' }, summary: 'A short-lived inline view address', params: documents.documentIdParams, response: documents.documentAddress },
  'documents.upload': { domain: 'documents', method: 'POST', path: '/api/documents/upload', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Upload a file of at most 5 MB (multipart: a file part and a metadata part)', body: documents.uploadMetadata, response: documents.multipartUploadResponse, status: 201, multipart: true, maxBody: MULTIPART_MAX, ignored: ['id', 'idTypeUploader', 'idUploader'] },
  'documents.uploadUrl': { domain: 'documents', method: 'POST', path: '/api/documents/upload-url', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'A presigned POST for a direct upload', body: documents.uploadUrlBody, response: documents.uploadUrlResponse, ignored: ['id', 'idTypeUploader', 'idUploader'] },
  'documents.confirmUpload': { domain: 'documents', method: 'POST', path: '/api/documents/{idDocument}/confirm', roles: STAFF_AND_CLIENT, scope: { object: 'document', at: 'params.idDocument' }, summary: 'Record a directly uploaded document', params: documents.documentIdParams, response: documents.documentItem, status: 201, idempotent: true },
  'documents.update': { domain: 'documents', method: 'PUT', path: '/api/documents/{idDocument}', roles: STAFF, scope: { object: 'document', at: 'params.idDocument' }, summary: "Rename a document or change its confidentiality", params: documents.documentIdParams, body: documents.updateDocumentBody, response: documents.documentItem },
  'documents.versionUploadUrl': { domain: 'documents', method: 'POST', path: '/api/documents/{idDocument}/versions/upload-url', roles: STAFF, scope: { object: 'document', at: 'params.idDocument' }, summary: "A presigned POST for a new version of the document's file", params: documents.documentIdParams, body: documents.versionUploadUrlBody, response: documents.uploadUrlResponse },
  'documents.confirmVersion': { domain: 'documents', method: 'POST', path: '/api/documents/{idDocument}/versions', roles: STAFF, scope: { object: 'document', at: 'params.idDocument' }, summary: 'Record the directly uploaded new version (the previous ones are kept)', params: documents.documentIdParams, response: documents.documentItem, status: 201, idempotent: true },
  'documents.versions': { domain: 'documents', method: 'GET', path: '/api/documents/{idDocument}/versions', roles: STAFF_AND_CLIENT, scope: { object: 'document', at: 'params.idDocument' }, summary: "The document's versions, newest first", params: documents.documentIdParams, response: documents.documentVersions },
  'documents.versionDownload': { domain: 'documents', method: 'GET', path: '/api/documents/{idDocument}/versions/{idVersion}/download', roles: STAFF_AND_CLIENT, scope: { object: 'document', at: 'params.idDocument' }, summary: 'A short-lived download address of a version', params: documents.versionParams, response: documents.documentAddress },
  'documents.versionView': { domain: 'documents', method: 'GET', path: '/api/documents/{idDocument}/versions/{idVersion}/view', roles: STAFF_AND_CLIENT, scope: { object: 'document', at: 'params.idDocument' }, summary: 'A short-lived inline view address of a version', params: documents.versionParams, response: documents.documentAddress },
  'documents.delete': { domain: 'documents', method: 'DELETE', path: '/api/documents/{idDocument}', roles: STAFF, scope: { object: 'document', at: 'params.idDocument' }, summary: 'Delete a document', params: documents.documentIdParams, response: okResponse },
});
