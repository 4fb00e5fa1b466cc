import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { putPendingVersion } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { defineHandler } from '../../../runtime/define-handler';
import { storedDocumentFor } from '../../../services/document-access';
import { pendingObjectPath, uploaderOf } from '../../../services/document-uploads';
import { issueDirectUpload } from '../direct-upload';

/**
 * A new version of a document, uploaded directly: staff who may see the document get a presigned
 * POST as for a document (its key, content type, size and expiry fixed by the policy). The upload
 * waits to be confirmed (`POST …/versions`); a newer request for the same document replaces it.
 */
export const handler = defineHandler('documents.versionUploadUrl', async ({ params, body }, { caller }) => {
  const { document } = await storedDocumentFor(caller, params.idDocument);
  const versionId = newId();
  const contentType = CONTENT_TYPES[body.extension];
  const pendingPath = pendingObjectPath(caller.structureId, document.idDossier, versionId);
  const fields = { versionId, extension: body.extension, contentType, ...uploaderOf(caller) };
  const issued = await issueDirectUpload(pendingPath, contentType, body.size, (window, ttl) =>
    putPendingVersion(caller.structureId, document.id, { ...fields, ...window }, ttl),
  );
  return { idDocument: document.id, ...issued };
});
