import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import { dropPendingUpload, type StoredDocument } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { BadRequestError, ConflictError, PayloadTooLargeError, type AppError } from '../../../errors';
import { log } from '../../../runtime/log';
import { defineHandler } from '../../../runtime/define-handler';
import { documentRecordFor, documentView } from '../../../services/document-access';
import { fieldError } from '../../../services/field-error';
import { contentMatches } from '../content-check';
import { confirmedObjectPath, emptyRefused, formatRefused, recordDocument } from '../../../services/document-uploads';

/**
 * Records a directly uploaded file, after checking it: it must have arrived, be neither empty nor
 * larger than declared, and its leading bytes must match its extension. The presigned form can be
 * posted to again until it expires, so the check never reads the pending object itself: the
 * confirmation copies it once (a copy is one version, whole) to a key of its own that no form
 * names, checks that copy and records that copy's key, so what is kept is exactly what was checked.
 * A refused file is deleted (the pending object and the copy) and the pending upload forgotten:
 * nothing is kept. An accepted one is recorded (its dossier's history, the search index); it is
 * then visible as its confidentiality says. A confirmation that loses to a concurrent one deletes
 * its own copy.
 */
export const handler = defineHandler('documents.confirmUpload', async ({ params }, { caller, language }) => {
  const { record } = await documentRecordFor(caller, params.idDocument);
  if (record.state === 'STORED') throw new ConflictError('document_confirmed', null);
  const { upload } = record;
  const sid = caller.structureId;
  const path = confirmedObjectPath(sid, upload.idDossier, upload.id, newId());
  const refuse = async (error: AppError): Promise<never> => {
    await Promise.all([storage.remove(upload.pendingPath), storage.remove(path)]);
    await dropPendingUpload(sid, upload.id);
    throw error;
  };
  if (upload.expiresAt < clock.nowIso()) return refuse(new BadRequestError('upload_expired'));
  const copied = await storage.copy(upload.pendingPath, path, upload.contentType);
  const stored = copied && (await storage.head(path));
  if (!stored) throw new BadRequestError('upload_missing', [fieldError('file', 'upload_missing', language)]);
  if (stored.size === 0) return refuse(emptyRefused(language));
  if (stored.size > upload.maxSize) return refuse(new PayloadTooLargeError('file_too_large'));
  const reader = { size: stored.size, read: (start: number, end: number) => storage.readRange(path, start, end) };
  if (!(await contentMatches(upload.extension, reader))) return refuse(formatRefused(language));

  const { maxSize: _max, requestedAt: _requested, expiresAt: _expires, pendingPath, ...fields } = upload;
  const document: StoredDocument = { ...fields, size: stored.size, dateUpload: clock.nowIso(), path };
  try {
    await recordDocument(caller, document, true, log);
  } catch (error) {
    // Not recorded (another confirmation recorded its own copy meanwhile, or the table failed): this copy is no one's.
    await storage.remove(path);
    throw error;
  }
  await storage.remove(pendingPath);
  return documentView(document);
});
