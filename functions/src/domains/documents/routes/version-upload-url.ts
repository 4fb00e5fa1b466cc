import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import { putPendingVersion } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { defineHandler } from '../../../runtime/define-handler';
import { storedDocumentFor } from '../../../services/document-access';
import { pendingObjectPath, uploaderOf } from '../../../services/document-uploads';
import { CONFIRM_WITHIN_SECONDS, SIGNED_POST_SECONDS } from './upload-url';

/**
 * A new version of a document, uploaded directly: staff who may see the document get a presigned
 * POST as for a document (its key, content type, size and expiry fixed by the policy). The upload
 * waits to be confirmed (`POST …/versions`); a newer request for the same document replaces it.
 */
export const handler = defineHandler('documents.versionUploadUrl', async ({ params, body }, { caller }) => {
  const { document } = await storedDocumentFor(caller, params.idDocument);
  const versionId = newId();
  const now = clock.now();
  const contentType = CONTENT_TYPES[body.extension];
  const pendingPath = pendingObjectPath(caller.structureId, document.idDossier, versionId);
  const confirmBy = new Date(now.getTime() + CONFIRM_WITHIN_SECONDS * 1000);
  await putPendingVersion(
    caller.structureId,
    document.id,
    {
      versionId,
      extension: body.extension,
      contentType,
      ...uploaderOf(caller),
      maxSize: body.size,
      requestedAt: now.toISOString(),
      expiresAt: confirmBy.toISOString(),
      pendingPath,
    },
    Math.floor(confirmBy.getTime() / 1000),
  );
  const { url, fields } = await storage.presignPost(pendingPath, contentType, body.size, SIGNED_POST_SECONDS);
  return { idDocument: document.id, url, fields, expiresAt: new Date(now.getTime() + SIGNED_POST_SECONDS * 1000).toISOString() };
});
