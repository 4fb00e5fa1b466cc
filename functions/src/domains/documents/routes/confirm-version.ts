import { clock } from '../../../adapters/clock';
import { dropPendingVersion, findPendingVersion } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { originOf, recordActivity } from '../../../services/activity-log';
import { storedDocumentFor, documentView } from '../../../services/document-access';
import { confirmedObjectPath, fileName } from '../../../services/document-uploads';
import { confirmDirectUpload } from '../direct-upload';
import { recordVersion } from '../versions';

/**
 * Records the document's new version once its copy passed the checks (direct-upload.ts): it becomes
 * the document's latest version (what lists show, view and download), the previous one is kept
 * with its object, the dossier's history and the firm's activity log say so. 409 when there is no
 * upload waiting (already confirmed, or never asked).
 */
export const handler = defineHandler('documents.confirmVersion', async ({ params }, { caller, language, sourceIp }) => {
  const { document } = await storedDocumentFor(caller, params.idDocument);
  const sid = caller.structureId;
  const pending = await findPendingVersion(sid, document.id);
  if (!pending) throw new ConflictError('version_confirmed', null);
  const path = confirmedObjectPath(sid, document.idDossier, document.id, newId());
  const { maxSize: _max, requestedAt: _requested, expiresAt: _expires, pendingPath: _pending, ...fields } = pending;
  const updated = await confirmDirectUpload(pending, path, language, {
    forget: () => dropPendingVersion(sid, document.id, pending.versionId),
    record: (size) => recordVersion(caller, document, { ...fields, size, dateUpload: clock.nowIso(), path }, log),
  });
  await recordActivity(originOf(caller, sourceIp), {
    kind: 'DOCUMENT_VERSION_ADDED',
    subject: fileName(updated),
    refs: { idDocument: document.id, idDossier: document.idDossier, idVersion: pending.versionId },
  });
  return documentView(updated);
});
