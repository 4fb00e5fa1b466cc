import { table, type Item, type TransactItem } from '../adapters/table';
import { normaliseText } from './normalise';
import { firmPk } from './keys';

/**
 * A dossier (a legal case, the one word for it in code): an aggregate. Its partition
 * `T#{sid}#D#{dossierId}` holds the record (`META`) and, each as its own item, its events: its
 * parties (`PARTY#`, db/dossier-parties.ts), its history (`ACTION#`, db/history.ts), and its
 * deadlines, notes, expenses, documents and messages under their own prefixes (their modules
 * here, charted in access-patterns.md).
 *
 * `META` carries the identification and its `version`, which only an edit of the identification
 * bumps (optimistic concurrency: the edit must be of the version read). Events never touch it: they
 * set the last action (`derniereAction`, `dateDerniereAction`, for lists) and their own counters
 * (`partiesVersion` for the parties, whose names `nomClient` keeps for lists). So an event does
 * not make a concurrent edit fail, and an edit does not overwrite what an event wrote.
 */
export type DossierStatus = 'ENC' | 'ATT' | 'SSP' | 'CLO';
/** Who did something: the user's id and their name at the time. */
export type Author = { id: string; name: string };
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
  /** The thread's counters and read marks (db/messages.ts maintains them: never an edit's concern). */
  staffMessageCount?: number;
  clientMessageCount?: number;
  lastMessageId?: string;
  staffReadCount?: number;
  staffReadTo?: string;
  staffReadAt?: string;
  clientReadTo?: string;
  clientReadAt?: string;
  staffNotifiedAt?: string;
  clientNotifiedAt?: string;
  /** The identification's version: 1 at creation, +1 per edit of the identification. */
  version: number;
  /** +1 per change of the parties (absent until the first): guards `nomClient`. */
  partiesVersion?: number;
  createdAt: string;
  /** The last edit of the identification (the creation until then): when and by whom. */
  updatedAt: string;
  updatedBy?: Author;
};

/** The fields an edit of the identification sets (the status included). */
export type Identification = Pick<
  Dossier,
  | 'idTypeDossier'
  | 'idTribunal'
  | 'idUtilisateur'
  | 'idStatutDossier'
  | 'nom'
  | 'refCabinet'
  | 'refClient'
  | 'refTribunal'
  | 'dateOuverture'
  | 'alerte'
>;
/** The event a write records, as the dossier's last action (a history entry has these fields). */
export type LastAction = { idTypeAction: string; dateAction: string };

export const dossierPk = (structureId: string, dossierId: string) => `${firmPk(structureId)}#D#${dossierId}`;
export const dossierKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'META' });

export const dossierItem = (structureId: string, dossier: Dossier): Item => ({
  ...dossierKey(structureId, dossier.id),
  type: 'DOSSIER',
  ...dossier,
});

export const fromDossierItem = ({ pk: _pk, sk: _sk, type: _type, ...rest }: Item): Dossier => rest as unknown as Dossier;

/** A new dossier's record; fails if the id exists. */
export const createDossier = (structureId: string, dossier: Dossier): TransactItem => ({
  Put: { Item: dossierItem(structureId, dossier), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** An update of `META` that SETs the given attributes (an undefined one is REMOVEd), under `condition`. */
const updateMeta = (
  structureId: string,
  dossierId: string,
  change: { set: Record<string, unknown>; condition: string; names?: Record<string, string>; values?: Record<string, unknown> },
): TransactItem => {
  const names: Record<string, string> = { ...change.names };
  const values: Record<string, unknown> = { ...change.values };
  const assignments: string[] = [];
  const removals: string[] = [];
  Object.entries(change.set).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    if (value === undefined) removals.push(`#f${i}`);
    else {
      values[`:f${i}`] = value;
      assignments.push(`#f${i} = :f${i}`);
    }
  });
  return {
    Update: {
      Key: dossierKey(structureId, dossierId),
      UpdateExpression: [assignments.length && `SET ${assignments.join(', ')}`, removals.length && `REMOVE ${removals.join(', ')}`]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: change.condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
};

const lastAction = (event: LastAction) => ({ derniereAction: event.idTypeAction, dateDerniereAction: event.dateAction });

/**
 * An edit of the identification, if it is still at the version read: SETs only the fields given
 * (an undefined one is removed), the editor and the time, the edit's history entry as last action,
 * and the next version. Whatever events wrote meanwhile (parties, last action, counters) stays.
 */
export const editIdentification = (
  structureId: string,
  dossierId: string,
  edit: { fields: Partial<Identification>; readVersion: number; by: Author; at: string; event: LastAction },
): TransactItem =>
  updateMeta(structureId, dossierId, {
    set: { ...edit.fields, updatedAt: edit.at, updatedBy: edit.by, ...lastAction(edit.event), version: edit.readVersion + 1 },
    condition: 'attribute_exists(pk) AND #version = :read',
    names: { '#version': 'version' },
    values: { ':read': edit.readVersion },
  });

/**
 * A change of the parties (or of a client's name), if none happened since `partiesVersion` was read
 * (the clients' names are computed from the parties read): the clients' names when they change, the
 * last action (when an event is recorded), and the next parties counter. The identification's
 * version is not touched.
 */
export const changeParties = (
  structureId: string,
  dossierId: string,
  change: { readPartiesVersion: number | undefined; nomClient?: string; event?: LastAction },
): TransactItem =>
  updateMeta(structureId, dossierId, {
    set: {
      ...(change.nomClient === undefined ? {} : { nomClient: change.nomClient }),
      ...(change.event ? lastAction(change.event) : {}),
      partiesVersion: (change.readPartiesVersion ?? 0) + 1,
    },
    names: { '#parties': 'partiesVersion' },
    ...(change.readPartiesVersion === undefined
      ? { condition: 'attribute_exists(pk) AND attribute_not_exists(#parties)' }
      : { condition: 'attribute_exists(pk) AND #parties = :read', values: { ':read': change.readPartiesVersion } }),
  });

/** An event of another kind (deadline, note, expense…) becomes the existing dossier's last action. */
export const markLastAction = (structureId: string, dossierId: string, event: LastAction): TransactItem =>
  updateMeta(structureId, dossierId, { set: lastAction(event), condition: 'attribute_exists(pk)' });

/** The record; `consistent` when it must see a write just acknowledged (before a conditional edit). */
export const getDossier = async (structureId: string, dossierId: string, consistent = false): Promise<Dossier | undefined> => {
  const item = await table.get(dossierKey(structureId, dossierId), { consistent });
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
 * item per reference in the firm's `REFS` partition, claimed in the dossier's transaction. (The list
 * filter on a part of a reference reads the search index: services/dossier-search.ts.)
 */
export const refPk = (structureId: string) => `${firmPk(structureId)}#REFS`;
export const refKey = (structureId: string, refCabinet: string) => ({ pk: refPk(structureId), sk: normaliseText(refCabinet) });

export const claimReference = (structureId: string, refCabinet: string, dossierId: string): TransactItem => ({
  Put: {
    Item: { ...refKey(structureId, refCabinet), type: 'DOSSIER_REF', idDossier: dossierId, refCabinet },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Which of these references are already a dossier's in the firm (compared as `refKey` does): their normalised forms. BatchGets of 100. */
export const takenReferences = async (structureId: string, refs: readonly string[]): Promise<Set<string>> => {
  const keys = [...new Set(refs.map(normaliseText))].map((sk) => ({ pk: refPk(structureId), sk }));
  const items = keys.length ? await table.batchGet(keys) : [];
  return new Set(items.map((item) => item.sk as string));
};

export const releaseReference = (structureId: string, refCabinet: string, dossierId: string): TransactItem => ({
  Delete: {
    Key: refKey(structureId, refCabinet),
    ConditionExpression: 'idDossier = :id',
    ExpressionAttributeValues: { ':id': dossierId },
  },
});

/**
 * Every dossier of every firm, with its firm: one Scan of the table for the dossiers' records
 * (`type = DOSSIER`). The search re-index's (services/search-reindex.ts) alone, never a request's.
 */
export async function* scanDossiers(): AsyncGenerator<{ structureId: string; dossier: Dossier }> {
  for await (const item of table.scan({
    FilterExpression: '#type = :dossier',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':dossier': 'DOSSIER' },
  })) {
    yield { structureId: item.pk.slice(firmPk('').length, item.pk.lastIndexOf('#D#')), dossier: fromDossierItem(item) };
  }
}
