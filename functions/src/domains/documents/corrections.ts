import type { Language } from '@mizan/shared/roles';
import type { DocumentItem } from '@mizan/shared/schemas/documents';
import type { Caller } from '../../services/caller';
import { correctDocument, type StoredDocument } from '../../db/documents';
import { appendDossierEvent, type HistoryChange } from '../../db/history';
import { indexChanges } from '../../db/search-index';
import { documentView, storedDocumentFor } from '../../services/document-access';
import { documentIndexing } from '../../services/dossier-search';
import { commit, plain, StaleReadError, withFreshReads } from '../../services/guarded-transaction';
import { authorOf, historyEntry } from '../../services/history';
import { aboutDocument, fileName, requireLevel } from '../../services/document-uploads';

export type DocumentCorrection = { nom?: string; IdConfidentialite?: StoredDocument['confidentialite'] };

/** What the correction changed, as the history holds it (the file's names, the levels' codes), worded by each reader. */
const changesOf = (before: StoredDocument, after: StoredDocument): HistoryChange[] => [
  ...(before.nom === after.nom ? [] : [{ field: 'nom', before: fileName(before), after: fileName(after) }]),
  ...(before.confidentialite === after.confidentialite
    ? []
    : [{ field: 'IdConfidentialite', before: before.confidentialite, after: after.confidentialite }]),
];

/**
 * Renames a stored document the caller may see, or gives it another confidentiality that they may
 * see too (the upload's rule): its item, its name's search entries and the dossier's history entry
 * (`DOCUMENT_MODIFIE`, what changed as data) in one transaction, on the condition that the document
 * still has the name and level it was read with (else it is read again: a concurrent change is
 * built on, a deletion answers 404). Access follows at once: every read decides by the stored level.
 * Nothing to change writes nothing.
 */
export const correctDocumentFor = (caller: Caller, documentId: string, correction: DocumentCorrection, language: Language) =>
  withFreshReads(async (): Promise<DocumentItem> => {
    const { document, dossier } = await storedDocumentFor(caller, documentId);
    const next = { nom: correction.nom ?? document.nom, confidentialite: correction.IdConfidentialite ?? document.confidentialite };
    if (next.confidentialite !== document.confidentialite)
      requireLevel(caller, dossier, next.confidentialite, language, 'confidentiality_change_not_allowed');
    const corrected: StoredDocument = { ...document, ...next };
    const changes = changesOf(document, corrected);
    if (!changes.length) return documentView(document);
    const sid = caller.structureId;
    const entry = historyEntry(document.idDossier, authorOf(caller), {
      idTypeAction: 'DOCUMENT_MODIFIE',
      ...aboutDocument(corrected),
      changes,
    });
    await commit([
      { write: correctDocument(sid, document, next), onConditionFailure: () => new StaleReadError() },
      ...appendDossierEvent(sid, entry).map(plain),
      ...indexChanges(sid, { kind: 'F', id: document.id }, documentIndexing(document.nom), documentIndexing(next.nom)).map(plain),
    ]);
    return documentView(corrected);
  });
