import { clock } from '../../../adapters/clock';
import { dropPendingUpload, type StoredDocument } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { ConflictError } from '../../../errors';
import { log } from '../../../runtime/log';
import { defineHandler } from '../../../runtime/define-handler';
import { documentRecordFor, documentView } from '../../../services/document-access';
import { confirmedObjectPath, recordDocument } from '../../../services/document-uploads';
import { confirmDirectUpload } from '../direct-upload';

/**
 * Records a directly uploaded file once its copy passed the checks (direct-upload.ts): a refused
 * file leaves nothing, the pending upload forgotten. An accepted one is recorded (its dossier's
 * history, the search index); it is then visible as its confidentiality says.
 */
export const handler = defineHandler('documents.confirmUpload', async ({ params }, { caller, language }) => {
  const { record } = await documentRecordFor(caller, params.idDocument);
  if (record.state === 'STORED') throw new ConflictError('document_confirmed', null);
  const { upload } = record;
  const sid = caller.structureId;
  const path = confirmedObjectPath(sid, upload.idDossier, upload.id, newId());
  const { maxSize: _max, requestedAt: _requested, expiresAt: _expires, pendingPath: _pending, ...fields } = upload;
  return confirmDirectUpload(upload, path, language, {
    forget: () => dropPendingUpload(sid, upload.id),
    record: async (size) => {
      const document: StoredDocument = { ...fields, size, dateUpload: clock.nowIso(), path };
      await recordDocument(caller, document, true, log);
      return documentView(document);
    },
  });
});
