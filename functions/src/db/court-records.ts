import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { firmPk, sortKeyPrefix } from './keys';
import { indexDayRange } from './partition-pages';

/**
 * What the court portal says of a dossier, kept in the dossier's partition:
 * - `COURT#STATE`: the synchronisation's state: the last successful sync (`dernierSucces`), the
 *   last attempt and its failure if it failed (`echec`), the case's decision and status as the
 *   portal last gave them, and `version`, +1 per change written (a sync's transaction holds on the
 *   version it read, so two syncs of one dossier at once cannot both write the same change);
 * - `COURT#DL#{date}#{id}`: one court deadline per procedure step the portal lists (its date,
 *   type, content and next hearing). Its id is derived from the dossier, the step's date and type,
 *   so the same step is the same item at every sync. A step with a next hearing is in gsi1 under
 *   the dossier's lawyer by that date (`T#{sid}#U#{uid}#HEARINGS` / `{date}#{did}#{id}`): the
 *   dashboard reads a week of hearings and the digest a day of them with one Query.
 */
export type CourtDeadline = {
  id: string;
  idDossier: string;
  /** The step's day (`YYYY-MM-DD`) or day and time (`YYYY-MM-DDTHH:mm`), in Casablanca. */
  date: string;
  /** The procedure's type as the portal words it. */
  typeLabel: string;
  contenu: string;
  prochaineAudience?: string;
  /** The lawyer whose hearings index holds it (the dossier's at the sync that wrote it). */
  idUtilisateur: string;
};

export type SyncFailure = 'unreachable' | 'changed' | 'not_found' | 'no_reference';

export type CourtState = {
  version: number;
  dernierSucces?: string;
  derniereTentative?: string;
  echec?: SyncFailure;
  decision?: string;
  statut?: string;
};

const STATE_SK = 'COURT#STATE';
const PREFIX = 'COURT#DL#';
const hearingsPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#HEARINGS`;
const deadlineSk = (d: Pick<CourtDeadline, 'date' | 'id'>) => `${PREFIX}${d.date}#${d.id}`;

const toItem = (structureId: string, d: CourtDeadline): Item => ({
  pk: dossierPk(structureId, d.idDossier),
  sk: deadlineSk(d),
  type: 'COURT_DEADLINE',
  ...(d.prochaineAudience
    ? { gsi1pk: hearingsPk(structureId, d.idUtilisateur), gsi1sk: `${d.prochaineAudience}#${d.idDossier}#${d.id}` }
    : {}),
  ...d,
});
const fromItem = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _g, gsi1sk: _s, ...d }: Item): CourtDeadline => d as unknown as CourtDeadline;

/** The state and the court deadlines of a dossier, newest step first; consistent: a sync decides on them. */
export const readCourtRecord = async (structureId: string, dossierId: string) => {
  const pk = dossierPk(structureId, dossierId);
  const [stateItem, items] = await Promise.all([
    table.get({ pk, sk: STATE_SK }, { consistent: true }),
    table.queryAll({
      ...sortKeyPrefix(pk, PREFIX),
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
  ]);
  const { pk: _pk, sk: _sk, type: _type, ...rest } = stateItem ?? { pk: '', sk: '', type: '' };
  return {
    state: (stateItem ? rest : { version: 0 }) as CourtState,
    deadlines: items.map(fromItem),
  };
};

/** The state alone (the screen's last sync time); eventually consistent. */
export const getCourtState = async (structureId: string, dossierId: string): Promise<CourtState> => {
  const item = await table.get({ pk: dossierPk(structureId, dossierId), sk: STATE_SK });
  if (!item) return { version: 0 };
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as unknown as CourtState;
};

/**
 * The state after a sync that found changes: the next version, on condition that the version is
 * still the one read (a concurrent sync that wrote first makes this one fail, read again and find
 * nothing left to change).
 */
export const writeCourtState = (structureId: string, dossierId: string, readVersion: number, next: CourtState): TransactItem => ({
  Put: {
    Item: { pk: dossierPk(structureId, dossierId), sk: STATE_SK, type: 'COURT_STATE', ...next, version: readVersion + 1 },
    // A failed attempt may have left a state at version 0 before the first change.
    ConditionExpression: 'attribute_not_exists(pk) OR #v = :read',
    ExpressionAttributeNames: { '#v': 'version' },
    ExpressionAttributeValues: { ':read': readVersion },
  },
});

/**
 * Records an attempt that wrote no change: success (`dernierSucces`, `echec` removed) or failure
 * (`echec`), leaving the version, decision and status alone. No condition: it changes no data.
 */
export const recordSyncAttempt = async (structureId: string, dossierId: string, at: string, failure?: SyncFailure) => {
  await table.update({
    Key: { pk: dossierPk(structureId, dossierId), sk: STATE_SK },
    UpdateExpression: failure
      ? 'SET #t = :at, echec = :failure, #type = :type, #v = if_not_exists(#v, :zero)'
      : 'SET #t = :at, dernierSucces = :at, #type = :type, #v = if_not_exists(#v, :zero) REMOVE echec',
    ExpressionAttributeNames: { '#t': 'derniereTentative', '#type': 'type', '#v': 'version' },
    ExpressionAttributeValues: { ':at': at, ':type': 'COURT_STATE', ':zero': 0, ...(failure ? { ':failure': failure } : {}) },
  });
};

export const putCourtDeadline = (structureId: string, d: CourtDeadline): TransactItem => ({ Put: { Item: toItem(structureId, d) } });

export const deleteCourtDeadline = (structureId: string, d: CourtDeadline): TransactItem => ({
  Delete: { Key: { pk: dossierPk(structureId, d.idDossier), sk: deadlineSk(d) } },
});

/**
 * A lawyer's court hearings (next hearing dates) from `from` to `to` (days, inclusive), by date:
 * one Query of gsi1.
 */
export const hearingsBetween = async (structureId: string, userId: string, from: string, to: string): Promise<CourtDeadline[]> =>
  (await indexDayRange('gsi1', hearingsPk(structureId, userId), from, to)).map(fromItem);
