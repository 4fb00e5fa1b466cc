import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import { putPendingUpload } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { pendingObjectPath, requireLevel, uploaderOf } from '../../../services/document-uploads';

/** The presigned POST is valid 5 minutes; the upload may be confirmed within the hour, then the pending record expires. */
export const SIGNED_POST_SECONDS = 300;
export const CONFIRM_WITHIN_SECONDS = 3600;

/**
 * A direct upload: the caller must see the dossier and may upload at that confidentiality. The
 * presigned POST's policy fixes the key (under the firm's and the dossier's prefix), the exact
 * content type of the extension, a size of 1 byte to the declared size (at most 25 MB) and an
 * expiry of 5 minutes. The document stays invisible until `confirm` checks and records it.
 */
export const handler = defineHandler('documents.uploadUrl', async ({ body }, { caller, language }) => {
  const dossier = await dossierFor(caller, body.idDossier);
  requireLevel(caller, dossier, body.IdConfidentialite, language);
  const id = newId();
  const now = clock.now();
  const contentType = CONTENT_TYPES[body.extension];
  const pendingPath = pendingObjectPath(caller.structureId, dossier.id, id);
  const confirmBy = new Date(now.getTime() + CONFIRM_WITHIN_SECONDS * 1000);
  await putPendingUpload(
    caller.structureId,
    {
      id,
      idDossier: dossier.id,
      nom: body.Nom,
      extension: body.extension,
      contentType,
      confidentialite: body.IdConfidentialite,
      ...uploaderOf(caller),
      maxSize: body.size,
      requestedAt: now.toISOString(),
      expiresAt: confirmBy.toISOString(),
      pendingPath,
    },
    Math.floor(confirmBy.getTime() / 1000),
  );
  const { url, fields } = await storage.presignPost(pendingPath, contentType, body.size, SIGNED_POST_SECONDS);
  return { idDocument: id, url, fields, expiresAt: new Date(now.getTime() + SIGNED_POST_SECONDS * 1000).toISOString() };
});
