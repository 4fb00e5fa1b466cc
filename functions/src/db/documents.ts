import type { Confidentiality, DocumentExtension, TextFailure, TextState } from '@mizan/shared/schemas/documents';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { firmPk, sortKeyPrefix } from './keys';

/**
 * A dossier's documents. Each stored document is an item `DOC#{documentId}` in the dossier's
 * partition (the detail lists them with one Query), and a pointer `T#{sid}#DOC#{documentId}` /
 * `DOC` finds its dossier by the document's id alone (view, download, confirm, delete, search).
 *
 * A direct upload starts as a pointer in state `PENDING` holding the upload's metadata and a
 * `ttl`: invisible to every list until it is confirmed, and removed by DynamoDB's TTL when it never
 * is (its object, under the bucket's `pending/` prefix, by the bucket's lifecycle rule). Confirming
 * writes the document item and turns the pointer into `STORED`, in one transaction whose
 * condition is that the pointer is still pending: a document is confirmed once.
 *
 * Versions: the document item is the latest version. The previous ones are items
 * `VERSION#{versionId}` in the pointer's partition (one Query lists them), each a copy of the
 * file's fields as they were; a new version's upload waits as the one item `VERSION_PENDING` there
 * (with a `ttl`, like a pending upload), replaced by a newer request. Confirming it updates the
 * document item, writes the previous version's item and removes the pending one in one transaction.
 */
export type UploaderType = 'AVOCAT' | 'CLIENT';
type DocumentFields = {
  id: string;
  idDossier: string;
  nom: string;
  extension: DocumentExtension;
  contentType: string;
  confidentialite: Confidentiality;
  uploaderType: UploaderType;
  uploaderId: string;
  uploaderName: string;
};
/**
 * A stored document: `path` is its object's key in the bucket. Its item holds its latest version
 * (`versionId`, absent for the first version, whose id is the document's); `texte` where reading its
 * text stands (absent on documents stored before texts were read), `texteRaison` why it is unreadable.
 */
export type StoredDocument = DocumentFields & {
  size: number;
  dateUpload: string;
  path: string;
  versionId?: string;
  texte?: TextState;
  texteRaison?: TextFailure;
};
/** A direct upload issued and not yet confirmed: the object is expected at `pendingPath`, of at most `maxSize` bytes. */
export type PendingUpload = DocumentFields & { maxSize: number; requestedAt: string; expiresAt: string; pendingPath: string };
export type DocumentRecord = { state: 'STORED'; document: StoredDocument } | { state: 'PENDING'; upload: PendingUpload };

const PREFIX = 'DOC#';
const documentKey = (structureId: string, dossierId: string, documentId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `${PREFIX}${documentId}`,
});
const pointerKey = (structureId: string, documentId: string) => ({ pk: `${firmPk(structureId)}#DOC#${documentId}`, sk: 'DOC' });

const versionKey = (structureId: string, documentId: string, versionId: string) => ({
  pk: pointerKey(structureId, documentId).pk,
  sk: `VERSION#${versionId}`,
});
const pendingVersionKey = (structureId: string, documentId: string) => ({
  pk: pointerKey(structureId, documentId).pk,
  sk: 'VERSION_PENDING',
});

const textWordsKey = (structureId: string, documentId: string) => ({
  pk: pointerKey(structureId, documentId).pk,
  sk: 'TEXTE',
});

/**
 * The words of a document's text the firm's search holds (db/search-index `indexDocumentText`),
 * kept beside its pointer so that they can be taken out of the index again: when the document is
 * deleted, and when a new version's text replaces them. Empty when none are held.
 */
export const indexedTextWords = async (structureId: string, documentId: string): Promise<string[]> => {
  const item = await table.get(textWordsKey(structureId, documentId), { consistent: true });
  return (item?.mots as string[] | undefined) ?? [];
};

/** Records the words of the document's text now in the index. */
export const recordIndexedTextWords = (structureId: string, documentId: string, words: readonly string[]) =>
  table.put({ ...textWordsKey(structureId, documentId), type: 'DOCUMENT_TEXT_WORDS', mots: [...words] });

/** Forgets the document's indexed words (their entries removed). */
export const forgetIndexedTextWords = (structureId: string, documentId: string) =>
  table.batchWrite([{ delete: textWordsKey(structureId, documentId) }]);

const withoutKeys = ({ pk: _pk, sk: _sk, type: _type, ...rest }: Item) => rest;
const fromItem = (item: Item): StoredDocument => withoutKeys(item) as unknown as StoredDocument;

/** Records a pending upload, expiring (TTL) at `ttlSeconds`. */
export const putPendingUpload = (structureId: string, upload: PendingUpload, ttlSeconds: number) =>
  table.put(
    { ...pointerKey(structureId, upload.id), type: 'DOCUMENT_POINTER', state: 'PENDING', ...upload, ttl: ttlSeconds },
    'attribute_not_exists(pk)',
  );

/** The firm's document or pending upload with this id, read consistently (a change may follow). */
export const findDocumentRecord = async (structureId: string, documentId: string): Promise<DocumentRecord | undefined> => {
  const pointer = await table.get(pointerKey(structureId, documentId), { consistent: true });
  if (!pointer) return undefined;
  if (pointer.state === 'PENDING') {
    const { state: _state, ttl: _ttl, ...upload } = withoutKeys(pointer);
    return { state: 'PENDING', upload: upload as unknown as PendingUpload };
  }
  const item = await table.get(documentKey(structureId, pointer.idDossier as string, documentId), { consistent: true });
  return item && { state: 'STORED', document: fromItem(item) };
};

const storedPointer = (structureId: string, document: StoredDocument) => ({
  ...pointerKey(structureId, document.id),
  type: 'DOCUMENT_POINTER',
  state: 'STORED',
  id: document.id,
  idDossier: document.idDossier,
});

/**
 * The writes that store a document: its item and its pointer. `confirming`: the pointer must still
 * be the pending upload (a second confirmation fails its condition); otherwise it must not exist.
 */
export const storeDocument = (
  structureId: string,
  document: StoredDocument,
  confirming: boolean,
): { item: TransactItem; pointer: TransactItem } => ({
  item: {
    Put: {
      Item: { ...documentKey(structureId, document.idDossier, document.id), type: 'DOSSIER_DOCUMENT', ...document },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  pointer: {
    Put: {
      Item: storedPointer(structureId, document),
      ...(confirming
        ? {
            ConditionExpression: '#state = :pending',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':pending': 'PENDING' },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  },
});

/** The writes that remove a stored document (it must still exist) and its pointer. */
export const removeDocument = (structureId: string, document: StoredDocument): { item: TransactItem; pointer: TransactItem } => ({
  item: { Delete: { Key: documentKey(structureId, document.idDossier, document.id), ConditionExpression: 'attribute_exists(pk)' } },
  pointer: { Delete: { Key: pointerKey(structureId, document.id) } },
});

/**
 * The write that gives a stored document a new name and confidentiality, on the condition that it
 * still has the ones it was read with (a concurrent change or deletion fails it: read again).
 */
export const correctDocument = (
  structureId: string,
  document: StoredDocument,
  next: Pick<StoredDocument, 'nom' | 'confidentialite'>,
): TransactItem => ({
  Update: {
    Key: documentKey(structureId, document.idDossier, document.id),
    UpdateExpression: 'SET nom = :nom, confidentialite = :level',
    ConditionExpression: 'nom = :readNom AND confidentialite = :readLevel',
    ExpressionAttributeValues: {
      ':nom': next.nom,
      ':level': next.confidentialite,
      ':readNom': document.nom,
      ':readLevel': document.confidentialite,
    },
  },
});

/**
 * Records where reading the document's text ended (LU, or ILL with its reason), only while it is
 * being read (ENC) and still exists: a deleted document stays deleted, a message delivered again
 * changes nothing. Answers whether it was recorded.
 */
export const recordDocumentText = async (
  structureId: string,
  document: Pick<StoredDocument, 'id' | 'idDossier'>,
  state: Exclude<TextState, 'ENC'>,
  reason?: TextFailure,
) => {
  try {
    await table.update({
      Key: documentKey(structureId, document.idDossier, document.id),
      UpdateExpression: reason ? 'SET texte = :state, texteRaison = :reason' : 'SET texte = :state',
      ConditionExpression: 'texte = :reading',
      ExpressionAttributeValues: { ':state': state, ':reading': 'ENC', ...(reason ? { ':reason': reason } : {}) },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** A stored document whose text is to be read (the document-text queue's message). */
export type UnreadDocument = { structureId: string; documentId: string };

/**
 * Every firm's stored documents whose text was never read (stored before texts were read: no
 * `texte`) or whose reading never ended (`ENC`: its job died, or its message went to the dead-letter
 * queue), each marked `ENC` again, to be queued. A Scan: maintenance only (`npm run
 * migrate:document-text`), never on a request path. The mark holds only while the document still
 * exists and is still unread: one read or deleted meanwhile is left as it is.
 */
export const markUnreadDocuments = async (): Promise<UnreadDocument[]> => {
  const unread: UnreadDocument[] = [];
  for await (const item of table.scan({
    FilterExpression: '#type = :document AND (attribute_not_exists(texte) OR texte = :reading)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':document': 'DOSSIER_DOCUMENT', ':reading': 'ENC' },
  })) {
    const pk = String(item.pk);
    const structureId = pk.slice(firmPk('').length, pk.lastIndexOf('#D#'));
    try {
      await table.update({
        Key: { pk, sk: item.sk },
        UpdateExpression: 'SET texte = :reading',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(texte) OR texte = :reading)',
        ExpressionAttributeValues: { ':reading': 'ENC' },
      });
      unread.push({ structureId, documentId: String(item.id) });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return unread;
};

/** The current confidentiality of those of the dossier's documents that still exist, by id (history entries follow it). */
export const documentLevels = async (
  structureId: string,
  dossierId: string,
  ids: readonly string[],
): Promise<Map<string, Confidentiality>> => {
  if (!ids.length) return new Map();
  const items = await table.batchGet(
    [...new Set(ids)].map((id) => documentKey(structureId, dossierId, id)),
    { consistent: true },
  );
  return new Map(items.map((item) => [item.id as string, item.confidentialite as Confidentiality]));
};

/** Every stored document of a dossier, oldest first (ids are ULIDs), read consistently (a screen reads them right after an upload). */
export const dossierDocuments = async (structureId: string, dossierId: string): Promise<StoredDocument[]> => {
  return (
    await table.queryAll({
      ...sortKeyPrefix(dossierPk(structureId, dossierId), PREFIX),
      ConsistentRead: true,
    })
  ).map(fromItem);
};

/** Stored documents of the firm by id (search results): their pointers, then the documents; missing ones dropped. */
export const getDocuments = async (structureId: string, ids: readonly string[]): Promise<StoredDocument[]> => {
  if (!ids.length) return [];
  const pointers = await table.batchGet([...new Set(ids)].map((id) => pointerKey(structureId, id)));
  const stored = pointers.filter((p) => p.state === 'STORED');
  const items = await table.batchGet(stored.map((p) => documentKey(structureId, p.idDossier as string, p.id as string)));
  const byId = new Map(items.map((item) => [item.id as string, fromItem(item)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Forgets a pending upload whose file was refused (it must still be pending). */
export const dropPendingUpload = (structureId: string, documentId: string) =>
  table.transact([
    {
      Delete: {
        Key: pointerKey(structureId, documentId),
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'PENDING' },
      },
    },
  ]);

/** The fields of a document's file, the part each version has of its own. */
export type VersionFile = Pick<
  StoredDocument,
  'extension' | 'contentType' | 'size' | 'dateUpload' | 'path' | 'uploaderType' | 'uploaderId' | 'uploaderName'
>;
/** A previous version of a document: its id (the document's for the first version) and its file. */
export type DocumentVersion = VersionFile & { versionId: string };
/** A new version's upload, issued and not yet confirmed (the fields the file will have, and where it is expected). */
export type PendingVersion = Pick<
  PendingUpload,
  'extension' | 'contentType' | 'uploaderType' | 'uploaderId' | 'uploaderName' | 'maxSize' | 'requestedAt' | 'expiresAt' | 'pendingPath'
> & {
  versionId: string;
};

/** The version a stored document's item holds. */
export const latestVersion = (document: StoredDocument): DocumentVersion => ({
  versionId: document.versionId ?? document.id,
  extension: document.extension,
  contentType: document.contentType,
  size: document.size,
  dateUpload: document.dateUpload,
  path: document.path,
  uploaderType: document.uploaderType,
  uploaderId: document.uploaderId,
  uploaderName: document.uploaderName,
});

/** Records a new version's upload, expiring (TTL) at `ttlSeconds`; it replaces the document's previous one. */
export const putPendingVersion = (structureId: string, documentId: string, pending: PendingVersion, ttlSeconds: number) =>
  table.put({ ...pendingVersionKey(structureId, documentId), type: 'DOCUMENT_PENDING_VERSION', ...pending, ttl: ttlSeconds });

/** The document's new version waiting for its confirmation, read consistently. */
export const findPendingVersion = async (structureId: string, documentId: string): Promise<PendingVersion | undefined> => {
  const item = await table.get(pendingVersionKey(structureId, documentId), { consistent: true });
  if (!item) return undefined;
  const { ttl: _ttl, ...pending } = withoutKeys(item);
  return pending as unknown as PendingVersion;
};

/** Forgets a new version's upload whose file was refused, unless a newer request replaced it meanwhile (which stays). */
export const dropPendingVersion = async (structureId: string, documentId: string, versionId: string) => {
  try {
    await table.transact([
      {
        Delete: {
          Key: pendingVersionKey(structureId, documentId),
          ConditionExpression: 'versionId = :versionId',
          ExpressionAttributeValues: { ':versionId': versionId },
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** The previous versions of a document (not the latest, which is its item), oldest first (ids are ULIDs), read consistently. */
export const previousVersions = async (structureId: string, documentId: string): Promise<DocumentVersion[]> =>
  (
    await table.queryAll({
      ...sortKeyPrefix(pointerKey(structureId, documentId).pk, 'VERSION#'),
      ConsistentRead: true,
    })
  ).map((item) => withoutKeys(item) as unknown as DocumentVersion);

/**
 * The writes that make `next` the document's latest version: the document item takes its file
 * (on the condition that it still holds the version it was read with: a concurrent version or a
 * deletion fails it), the previous version gets its item, and the pending upload goes (it must
 * still be this one: a second confirmation fails it).
 */
export const addVersion = (
  structureId: string,
  document: StoredDocument,
  next: DocumentVersion,
): { item: TransactItem; previous: TransactItem; pending: TransactItem } => {
  const { versionId, ...file } = next;
  const fields = { ...file, versionId };
  const names = Object.keys(fields);
  return {
    item: {
      Update: {
        Key: documentKey(structureId, document.idDossier, document.id),
        // The new file's text is to be read (services/document-uploads.ts queues it).
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}, texte = :reading REMOVE texteRaison`,
        ConditionExpression: '#path = :readPath',
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
          ':readPath': document.path,
          ':reading': 'ENC',
        },
      },
    },
    previous: {
      Put: {
        Item: {
          ...versionKey(structureId, document.id, latestVersion(document).versionId),
          type: 'DOCUMENT_VERSION',
          ...latestVersion(document),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    pending: {
      Delete: {
        Key: pendingVersionKey(structureId, document.id),
        ConditionExpression: 'versionId = :versionId',
        ExpressionAttributeValues: { ':versionId': versionId },
      },
    },
  };
};

/** The writes that remove a deleted document's previous versions and its pending new version, if any. */
export const removeVersions = (structureId: string, documentId: string, versions: readonly DocumentVersion[]): TransactItem[] => [
  ...versions.map((version) => ({ Delete: { Key: versionKey(structureId, documentId, version.versionId) } })),
  { Delete: { Key: pendingVersionKey(structureId, documentId) } },
];
