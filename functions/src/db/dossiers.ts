import { table, type Item, type TransactItem } from '../adapters/table';
import { normaliseText } from './normalise';
import { firmPk } from './keys';

/**
 * A dossier (a legal case, the one word for it in code). Its partition `T#{sid}#D#{dossierId}` holds the record (`META`), its
 * parties (`PARTY#`, db/dossier-parties.ts), its history (`ACTION#`, db/history.ts) and, in later
 * issues, its deadlines, notes, expenses, documents and messages under their own prefixes.
 * `version` guards every rewrite (optimistic concurrency); `nomClient` and the last action are
 * kept here so list pages need no other read.
 */
export type DossierStatus = 'ENC' | 'ATT' | 'SSP' | 'CLO';
export type Dossier = {
  id: string;
  idTypeDossier: string;
  idTribunal: string;
  idUtilisateur: string;
  idStatutDossier: DossierStatus;
  nom?: string;
  refCabinet: string;
  refClient?: string;
  refTribunal?: string;
  dateOuverture: string;
  alerte: boolean;
  /** The clients' names, for lists. */
  nomClient: string;
  /** The latest history entry's type and time. */
  derniereAction?: string;
  dateDerniereAction?: string;
  /** Staff messages the dossier's clients have not read (maintained by the messages domain). */
  messagesNonLus?: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export const dossierPk = (structureId: string, dossierId: string) => `${firmPk(structureId)}#D#${dossierId}`;
export const dossierKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'META' });

export const dossierItem = (structureId: string, dossier: Dossier): Item => ({
  ...dossierKey(structureId, dossier.id),
  type: 'DOSSIER',
  ...dossier,
});

export const fromDossierItem = ({ pk: _pk, sk: _sk, type: _type, ...rest }: Item): Dossier => rest as unknown as Dossier;

/** Writes the record: new (must not exist) or a rewrite of the version that was read. */
export const putDossier = (structureId: string, dossier: Dossier, readVersion?: number): TransactItem => ({
  Put: {
    Item: dossierItem(structureId, dossier),
    ...(readVersion === undefined
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: '#version = :read',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':read': readVersion },
        }),
  },
});

/** The record; `consistent` for a read that a conditional rewrite follows (a Query on its key). */
export const getDossier = async (structureId: string, dossierId: string, consistent = false): Promise<Dossier | undefined> => {
  const key = dossierKey(structureId, dossierId);
  const item = consistent
    ? (
        await table.query({
          KeyConditionExpression: 'pk = :pk AND sk = :sk',
          ExpressionAttributeValues: { ':pk': key.pk, ':sk': key.sk },
          ConsistentRead: true,
        })
      ).items[0]
    : await table.get(key);
  return item && fromDossierItem(item);
};

/** Several dossiers of the firm by id (one BatchGet per 100), in the order asked; missing ones dropped. */
export const getDossiers = async (structureId: string, ids: readonly string[]): Promise<Dossier[]> => {
  if (!ids.length) return [];
  const items = await table.batchGet([...new Set(ids)].map((id) => dossierKey(structureId, id)));
  const byId = new Map(items.map((item) => [item.id as string, fromDossierItem(item)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * `refCabinet` is unique within the firm, compared without case, accents or repeated spaces: one
 * item per reference in the firm's `REFS` partition, claimed in the dossier's transaction. Sorted
 * by the normalised reference, the partition also serves the list filter on a reference prefix.
 */
export const refPk = (structureId: string) => `${firmPk(structureId)}#REFS`;
export const refKey = (structureId: string, refCabinet: string) => ({ pk: refPk(structureId), sk: normaliseText(refCabinet) });

export const claimReference = (structureId: string, refCabinet: string, dossierId: string): TransactItem => ({
  Put: {
    Item: { ...refKey(structureId, refCabinet), type: 'DOSSIER_REF', idDossier: dossierId, refCabinet },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const releaseReference = (structureId: string, refCabinet: string, dossierId: string): TransactItem => ({
  Delete: {
    Key: refKey(structureId, refCabinet),
    ConditionExpression: 'idDossier = :id',
    ExpressionAttributeValues: { ':id': dossierId },
  },
});

/** Dossier ids whose reference starts with `prefix` (normalised), in reference order. */
export const queryReferences = async (structureId: string, prefix: string, limit: number) => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': refPk(structureId), ':prefix': normaliseText(prefix) },
    Limit: limit,
  });
  return items.map((item) => item.idDossier as string);
};
