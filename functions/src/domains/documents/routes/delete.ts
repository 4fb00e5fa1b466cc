import { storage } from '../../../adapters/storage';
import { previousVersions, removeDocument, removeVersions } from '../../../db/documents';
import { appendDossierEvent } from '../../../db/history';
import { indexChanges } from '../../../db/search-index';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { storedDocumentFor } from '../../../services/document-access';
import { documentIndexing } from '../../../services/dossier-search';
import { commit, plain } from '../../../services/guarded-transaction';
import { authorOf, historyEntry } from '../../../services/history';
import { aboutDocument, removeIndexedText } from '../../../services/document-uploads';

/**
 * Staff delete a document they may see: its record, pointer, previous versions and search entries
 * go in one transaction with the dossier's history entry, then its objects (the bucket keeps them 90
 * days, so a mistake can still be undone by an operator) and the words of its text in search
 * (up to 400: outside the transaction; search already skips a document that no longer exists). Once the transaction committed the
 * document is deleted: storage failing then leaves an object nothing names, which is logged for an
 * operator, and does not turn the deletion into a failure.
 */
export const handler = defineHandler('documents.delete', async ({ params }, { caller }) => {
  const { document } = await storedDocumentFor(caller, params.idDocument);
  const sid = caller.structureId;
  const { item, pointer } = removeDocument(sid, document);
  const versions = await previousVersions(sid, document.id);
  const entry = historyEntry(document.idDossier, authorOf(caller), { idTypeAction: 'SUPPRESSION_DOCUMENT', ...aboutDocument(document) });
  await commit([
    { write: item, onConditionFailure: () => new NotFoundError() },
    plain(pointer),
    ...removeVersions(sid, document.id, versions).map(plain),
    ...appendDossierEvent(sid, entry).map(plain),
    ...indexChanges(sid, { kind: 'F', id: document.id }, documentIndexing(document.nom), undefined).map(plain),
  ]);
  await Promise.all([
    ...[document, ...versions].map(({ path }) =>
      storage
        .remove(path)
        .catch((error: unknown) => log.warn('document deleted, its object not removed', { path, error: (error as Error).name })),
    ),
    removeIndexedText(sid, document.id).catch((error: unknown) =>
      log.warn('document deleted, the words of its text not taken out of search', {
        documentId: document.id,
        error: (error as Error).name,
      }),
    ),
  ]);
  return { ok: true as const };
});
