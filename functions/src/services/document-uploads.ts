import type { Confidentiality } from '@mizan/shared/schemas/documents';
import type { Language } from '@mizan/shared/roles';
import type { Caller } from './caller';
import { sendMessages } from '../adapters/queue';
import { forgetIndexedTextWords, indexedTextWords, storeDocument, type StoredDocument, type UploaderType } from '../db/documents';
import type { Dossier } from '../db/dossiers';
import { appendDossierEvent } from '../db/history';
import { indexChanges, unindexDocumentText } from '../db/search-index';
import { BadRequestError, ConflictError } from '../errors';
import type { Logger } from './client-records';
import { maySeeLevel } from './document-access';
import { isClientCaller } from './dossier-access';
import { documentIndexing } from './dossier-search';
import { fieldError } from './field-error';
import { commit, plain, type GuardedWrite } from './guarded-transaction';
import { authorOf, historyEntry } from './history';

/**
 * Where files live in the bucket: `{structureId}/{dossierId}/{documentId}` once recorded; a direct
 * upload first lands under `pending/`, which the bucket's lifecycle rule empties of what is never
 * confirmed, and each confirmation copies it once to a key of its own,
 * `{structureId}/{dossierId}/{documentId}/{copyId}`, which no presigned form names: what it checks
 * there is what it keeps, whatever is posted to the pending key meanwhile.
 */
export const objectPath = (structureId: string, dossierId: string, documentId: string) => `${structureId}/${dossierId}/${documentId}`;
export const pendingObjectPath = (structureId: string, dossierId: string, documentId: string) =>
  `pending/${objectPath(structureId, dossierId, documentId)}`;
export const confirmedObjectPath = (structureId: string, dossierId: string, documentId: string, copyId: string) =>
  `${objectPath(structureId, dossierId, documentId)}/${copyId}`;

/** The uploader and their type come from the token, never from the request. */
export const uploaderOf = (caller: Caller): { uploaderType: UploaderType; uploaderId: string; uploaderName: string } => ({
  uploaderType: isClientCaller(caller) ? 'CLIENT' : 'AVOCAT',
  uploaderId: caller.userId,
  uploaderName: caller.name,
});

/**
 * A client uploads PB or PC; staff upload PB, PA, and PC when they may see it: no one creates a
 * document they could not see, nor gives one such a level (`code`: the refusal's message).
 */
export const requireLevel = (
  caller: Caller,
  dossier: Dossier,
  level: Confidentiality,
  language: Language,
  code: 'confidentiality_not_allowed' | 'confidentiality_change_not_allowed' = 'confidentiality_not_allowed',
) => {
  if (!maySeeLevel(caller, dossier, level)) throw new BadRequestError(code, [fieldError('IdConfidentialite', code, language)]);
};

/** The file's content does not match its extension (or is not one of the accepted formats). */
export const formatRefused = (language: Language) => new BadRequestError('upload_format', [fieldError('file', 'upload_format', language)]);
export const emptyRefused = (language: Language) => new BadRequestError('file_empty', [fieldError('file', 'file_empty', language)]);

export const fileName = (document: Pick<StoredDocument, 'nom' | 'extension'>) => `${document.nom}.${document.extension}`;

/** What a history entry about the document holds: its name, and its id and confidentiality, which decide who reads the entry. */
export const aboutDocument = (document: StoredDocument) => ({
  valeur: fileName(document),
  idDocument: document.id,
  confidentialite: document.confidentialite,
});

/**
 * Records a stored document in one transaction: its item and pointer (`confirming`: the pointer
 * must still be the pending upload, else 409), the dossier's history entry (naming the document
 * and its confidentiality), and its name's entries in the firm's search index. Its text is then
 * being read (`texte` ENC): the document-text queue's job reads it and indexes its words (a failed
 * send is reported to `log`, the domains pass runtime/log's; the document stays stored, being read).
 */
export const recordDocument = async (caller: Caller, document: StoredDocument, confirming: boolean, log: Logger) => {
  await commit(documentWrites(caller, document, confirming));
  await queueTextReading(caller.structureId, document.id, log);
};

/** Asks the document-text job to read a stored file's text; the document stays stored if the queue fails. */
export const queueTextReading = (structureId: string, documentId: string, log: Logger) =>
  sendMessages('document-text', [{ structureId, documentId }]).catch((error: unknown) =>
    log.warn('document-text: not queued', { documentId, error: String(error) }),
  );

/**
 * The writes that store a document (its text to be read: `ENC`), for a transaction with the change
 * that causes it; `queueTextReading` once it is committed.
 */
export const documentWrites = (caller: Caller, stored: StoredDocument, confirming: boolean): GuardedWrite[] => {
  const document: StoredDocument = { ...stored, texte: 'ENC' };
  const { item, pointer } = storeDocument(caller.structureId, document, confirming);
  const entry = historyEntry(document.idDossier, authorOf(caller), { idTypeAction: 'AJOUT_DOCUMENT', ...aboutDocument(document) });
  return [
    plain(item),
    { write: pointer, onConditionFailure: () => new ConflictError('document_confirmed', null) },
    ...appendDossierEvent(caller.structureId, entry).map(plain),
    ...indexChanges(caller.structureId, { kind: 'F', id: document.id }, undefined, documentIndexing(document.nom)).map(plain),
  ];
};

/**
 * Takes a document's text out of the firm's search: the entries of the words recorded as indexed
 * (db/documents `indexedTextWords`), then that record. After its deletion, or by the text-reading
 * job when the document was deleted while it was read.
 */
export const removeIndexedText = async (structureId: string, documentId: string) => {
  await unindexDocumentText(structureId, documentId, await indexedTextWords(structureId, documentId));
  await forgetIndexedTextWords(structureId, documentId);
};
