import type { Confidentiality, DocumentItem } from '@mizan/shared/schemas/documents';
import type { Caller } from './caller';
import { documentLevels, dossierDocuments, findDocumentRecord, type DocumentRecord, type StoredDocument } from '../db/documents';
import type { Dossier } from '../db/dossiers';
import type { HistoryEntry } from '../db/history';
import { NotFoundError } from '../errors';
import { dossierFor, isClientCaller } from './dossier-access';

/**
 * The confidentiality of documents (decisions, Documents), for a caller who may see the dossier:
 * PB public to the firm's staff and the dossier's clients; PA private to the firm's staff; PC
 * private to the dossier's clients, the dossier's lawyer and the firm's administrators. The same
 * rule decides who may upload a document of a level: no one creates a document they could not see.
 */
export const maySeeLevel = (caller: Caller, dossier: Pick<Dossier, 'idUtilisateur'>, level: Confidentiality): boolean => {
  const client = isClientCaller(caller);
  switch (level) {
    case 'PB':
      return true;
    case 'PA':
      return !client;
    case 'PC':
      return client || caller.roles.includes('ADMIN') || caller.userId === dossier.idUtilisateur;
  }
};

const DOCUMENT_EVENTS: readonly string[] = ['AJOUT_DOCUMENT', 'SUPPRESSION_DOCUMENT', 'DOCUMENT_MODIFIE', 'NOUVELLE_VERSION'];
const aboutDocument = (entry: HistoryEntry) => entry.idDocument !== undefined || DOCUMENT_EVENTS.includes(entry.idTypeAction);

/**
 * Which entries of a page of the dossier's history the caller may read: an entry about a document
 * (added, changed, a new version, deleted) only those who may see that document, at its level now (its level
 * changed, its entries follow at once); a deleted document's entries by the level each recorded,
 * and one written before entries recorded it as a PC document's (the admins and the dossier's
 * lawyer among staff).
 */
export const historyReader =
  (caller: Caller, dossier: Pick<Dossier, 'id' | 'idUtilisateur'>) =>
  async (entries: readonly HistoryEntry[]): Promise<ReadonlySet<HistoryEntry>> => {
    const documentIds = entries.flatMap((entry) => entry.idDocument ?? []);
    const levels = await documentLevels(caller.structureId, dossier.id, documentIds);
    const levelOf = (entry: HistoryEntry) => (entry.idDocument && levels.get(entry.idDocument)) || entry.confidentialite || 'PC';
    return new Set(entries.filter((entry) => !aboutDocument(entry) || maySeeLevel(caller, dossier, levelOf(entry))));
  };

/** A document as lists show it. */
export const documentView = (d: StoredDocument): DocumentItem => ({
  idDocument: d.id,
  idDossier: d.idDossier,
  nom: d.nom,
  extension: d.extension,
  dateUpload: d.dateUpload,
  uploader: d.uploaderName,
  idTypeUploader: d.uploaderType,
  IdConfidentialite: d.confidentialite,
  confidential: d.confidentialite !== 'PB',
  size: d.size,
  texte: d.texte ? { etat: d.texte, raison: d.texteRaison ?? null } : null,
});

/** The dossier's documents the caller may see, newest first (the caller may see the dossier). */
export const visibleDocuments = async (caller: Caller, dossier: Dossier): Promise<DocumentItem[]> =>
  (await dossierDocuments(caller.structureId, dossier.id))
    .filter((d) => maySeeLevel(caller, dossier, d.confidentialite))
    .reverse()
    .map(documentView);

/**
 * The document (stored or pending upload) with this id as the caller may see it, with its dossier:
 * 404 when it is not in their firm, its dossier is not theirs, or its confidentiality hides it.
 */
export const documentRecordFor = async (caller: Caller, documentId: string): Promise<{ record: DocumentRecord; dossier: Dossier }> => {
  const record = await findDocumentRecord(caller.structureId, documentId);
  if (!record) throw new NotFoundError();
  const fields = record.state === 'STORED' ? record.document : record.upload;
  const dossier = await dossierFor(caller, fields.idDossier);
  if (!maySeeLevel(caller, dossier, fields.confidentialite)) throw new NotFoundError();
  return { record, dossier };
};

/** A stored document the caller may see (a pending upload is not found). */
export const storedDocumentFor = async (caller: Caller, documentId: string) => {
  const { record, dossier } = await documentRecordFor(caller, documentId);
  if (record.state !== 'STORED') throw new NotFoundError();
  return { document: record.document, dossier };
};
