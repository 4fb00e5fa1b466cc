import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import { dropPendingUpload, type StoredDocument } from '../../../db/documents';
import { BadRequestError, ConflictError, PayloadTooLargeError, type AppError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { documentRecordFor, documentView } from '../../../services/document-access';
import { fieldError } from '../../../services/field-error';
import { contentMatches } from '../content-check';
import { emptyRefused, formatRefused, objectPath, recordDocument } from '../uploads';

/**
 * Records a directly uploaded file, after checking it: it must have arrived, be neither empty nor
 * larger than declared, and its leading bytes must match its extension. A refused file is deleted
 * and the pending upload forgotten: nothing is kept. An accepted one moves out of `pending/` and is
 * recorded (its dossier's history, the search index); it is then visible as its confidentiality says.
 */
export const handler = defineHandler('documents.confirmUpload', async ({ params }, { caller, language }) => {
  const { record } = await documentRecordFor(caller, params.idDocument);
  if (record.state === 'STORED') throw new ConflictError('document_confirmed', null);
  const { upload } = record;
  const sid = caller.structureId;
  const refuse = async (error: AppError): Promise<never> => {
    await storage.remove(upload.pendingPath);
    await dropPendingUpload(sid, upload.id);
    throw error;
  };
  if (upload.expiresAt < clock.nowIso()) return refuse(new BadRequestError('upload_expired'));
  const stored = await storage.head(upload.pendingPath);
  if (!stored) throw new BadRequestError('upload_missing', [fieldError('file', 'upload_missing', language)]);
  if (stored.size === 0) return refuse(emptyRefused(language));
  if (stored.size > upload.maxSize) return refuse(new PayloadTooLargeError('file_too_large'));
  const reader = { size: stored.size, read: (start: number, end: number) => storage.readRange(upload.pendingPath, start, end) };
  if (!(await contentMatches(upload.extension, reader))) return refuse(formatRefused(language));

  const { maxSize: _max, requestedAt: _requested, expiresAt: _expires, pendingPath, ...fields } = upload;
  const document: StoredDocument = {
    ...fields,
    size: stored.size,
    dateUpload: clock.nowIso(),
    path: objectPath(sid, upload.idDossier, upload.id),
  };
  await storage.copy(pendingPath, document.path, document.contentType);
  try {
    await recordDocument(caller, document, true);
  } catch (error) {
    // Another confirmation recorded it meanwhile: its object is this one; keep it.
    if (!(error instanceof ConflictError)) await storage.remove(document.path);
    throw error;
  }
  await storage.remove(pendingPath);
  return documentView(document);
});
