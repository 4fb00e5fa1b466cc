import type { DocumentVersion as VersionItem } from '@mizan/shared/schemas/documents';
import type { Caller } from '../../services/caller';
import type { Logger } from '../../services/client-records';
import { addVersion, latestVersion, previousVersions, type DocumentVersion, type StoredDocument } from '../../db/documents';
import { appendDossierEvent } from '../../db/history';
import { ConflictError, NotFoundError } from '../../errors';
import { storedDocumentFor } from '../../services/document-access';
import { aboutDocument, queueTextReading } from '../../services/document-uploads';
import { commit, plain, StaleReadError } from '../../services/guarded-transaction';
import { authorOf, historyEntry } from '../../services/history';

/** Every version of a document, newest first: its item's (the latest), then the previous ones. */
export const allVersions = async (caller: Caller, document: StoredDocument): Promise<DocumentVersion[]> => [
  latestVersion(document),
  ...(await previousVersions(caller.structureId, document.id)).reverse(),
];

/** A version of a document the caller may see (the document's confidentiality decides): 404 when there is none of this id. */
export const versionFor = async (caller: Caller, documentId: string, versionId: string) => {
  const { document } = await storedDocumentFor(caller, documentId);
  const version = (await allVersions(caller, document)).find((v) => v.versionId === versionId);
  if (!version) throw new NotFoundError();
  return { document, version };
};

export const versionView = (version: DocumentVersion, latest: boolean): VersionItem => ({
  idVersion: version.versionId,
  extension: version.extension,
  dateUpload: version.dateUpload,
  uploader: version.uploaderName,
  idTypeUploader: version.uploaderType,
  size: version.size,
  latest,
});

/**
 * Makes `next` the document's latest version in one transaction: the document item takes its file,
 * the previous version is kept as an item of its own (its object stays), the pending upload goes
 * (409 when it is already confirmed; when another version or a deletion came first, 409 too: read
 * again), and the
 * dossier's history says so (an entry about the document, read as its confidentiality says).
 * Answers the document as it now is.
 */
export const recordVersion = async (
  caller: Caller,
  document: StoredDocument,
  next: DocumentVersion,
  log: Logger,
): Promise<StoredDocument> => {
  const { item, previous, pending } = addVersion(caller.structureId, document, next);
  const { texteRaison: _reason, ...earlier } = document;
  const updated: StoredDocument = { ...earlier, ...next, texte: 'ENC' };
  const entry = historyEntry(document.idDossier, authorOf(caller), { idTypeAction: 'NOUVELLE_VERSION', ...aboutDocument(updated) });
  await commit([
    { write: item, onConditionFailure: () => new StaleReadError() },
    plain(previous),
    { write: pending, onConditionFailure: () => new ConflictError('version_confirmed', null) },
    ...appendDossierEvent(caller.structureId, entry).map(plain),
  ]);
  await queueTextReading(caller.structureId, document.id, log);
  return updated;
};
