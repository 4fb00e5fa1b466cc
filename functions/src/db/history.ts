import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';

/**
 * A dossier's history: one item per event under `ACTION#{ulid}` in the dossier's partition, so a
 * Query in reverse reads it newest first. The author's name is the one they had at the time.
 * `idTypeAction` is an event code (this issue's: CREATION, IDENTIFICATION, STATUT, AJOUT_CLIENT,
 * RETRAIT_CLIENT, AJOUT_ADVERSAIRE, RETRAIT_ADVERSAIRE, CONFLIT_CONFIRME, REFERENCE_CLIENT), worded
 * in the reader's language by the message `history_{code}`.
 */
export type HistoryChange = { field: string; before: unknown; after: unknown };
export type ConflictRef = { idDossier: string; refCabinet: string; idClient: string; role: 'CLIENT' | 'ADVERSAIRE' };
export type HistoryEntry = {
  id: string;
  idDossier: string;
  idTypeAction: string;
  /** What the event concerns, as plain text (a party's name, a summary of the changes). */
  valeur: string;
  dateAction: string;
  idUtilisateur: string;
  auteur: string;
  changes?: HistoryChange[];
  conflits?: ConflictRef[];
};

export const actionKey = (structureId: string, dossierId: string, actionId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `ACTION#${actionId}`,
});

export const putHistoryEntry = (structureId: string, entry: HistoryEntry): TransactItem => ({
  Put: {
    Item: { ...actionKey(structureId, entry.idDossier, entry.id), type: 'DOSSIER_ACTION', ...entry },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...entry }: Item): HistoryEntry => entry as unknown as HistoryEntry;

/** The latest `limit` entries, newest first. */
export const listHistory = async (structureId: string, dossierId: string, limit = 100): Promise<HistoryEntry[]> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': dossierPk(structureId, dossierId), ':prefix': 'ACTION#' },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map(fromItem);
};
