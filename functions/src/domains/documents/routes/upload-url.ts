import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { putPendingUpload } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { pendingObjectPath, requireLevel, uploaderOf } from '../../../services/document-uploads';
import { issueDirectUpload } from '../direct-upload';

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
  const contentType = CONTENT_TYPES[body.extension];
  const pendingPath = pendingObjectPath(caller.structureId, dossier.id, id);
  const fields = {
    id,
    idDossier: dossier.id,
    nom: body.Nom,
    extension: body.extension,
    contentType,
    confidentialite: body.IdConfidentialite,
    ...uploaderOf(caller),
  };
  const issued = await issueDirectUpload(pendingPath, contentType, body.size, (window, ttl) =>
    putPendingUpload(caller.structureId, { ...fields, ...window }, ttl),
  );
  return { idDocument: id, ...issued };
});
