import { CONTENT_TYPES, MULTIPART_UPLOAD_MAX } from '@mizan/shared/schemas/documents';
import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import type { StoredDocument } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { PayloadTooLargeError, ValidationError } from '../../../errors';
import { log } from '../../../runtime/log';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { contentMatches, memoryReader } from '../content-check';
import { emptyRefused, formatRefused, objectPath, recordDocument, requireLevel, uploaderOf } from '../../../services/document-uploads';

/**
 * The documented multipart upload (a `file` part and a `metadata` part, its JSON validated like
 * any body): files up to 5 MB, checked like a direct upload's before anything is stored, then
 * stored and recorded at once. Answers `FilePath` (the stored object's path) and the document's id.
 */
export const handler = defineHandler('documents.upload', async ({ body }, { caller, language, upload }) => {
  const dossier = await dossierFor(caller, body.idDossier);
  requireLevel(caller, dossier, body.IdConfidentialite, language);
  if (!upload) throw new ValidationError([fieldError('file', 'upload_fields_missing', language)]);
  if (upload.bytes.length === 0) throw emptyRefused(language);
  if (upload.bytes.length > MULTIPART_UPLOAD_MAX) throw new PayloadTooLargeError('file_too_large_multipart');
  if (!(await contentMatches(body.extension, memoryReader(upload.bytes)))) throw formatRefused(language);

  const id = newId();
  const document: StoredDocument = {
    id,
    idDossier: dossier.id,
    nom: body.Nom,
    extension: body.extension,
    contentType: CONTENT_TYPES[body.extension],
    confidentialite: body.IdConfidentialite,
    ...uploaderOf(caller),
    size: upload.bytes.length,
    dateUpload: clock.nowIso(),
    path: objectPath(caller.structureId, dossier.id, id),
  };
  await storage.put(document.path, upload.bytes, document.contentType);
  try {
    await recordDocument(caller, document, false, log);
  } catch (error) {
    await storage.remove(document.path);
    throw error;
  }
  return { FilePath: document.path, idDocument: id };
});
