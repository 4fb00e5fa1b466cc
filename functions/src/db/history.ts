import type { CourtEvent } from '@mizan/shared/court-events';
import type { StoredDeadlineEvent } from '@mizan/shared/deadline-events';
import type { Confidentiality } from '@mizan/shared/schemas/documents';
import type { Item, TransactItem } from '../adapters/table';
import { dossierPk, markLastAction } from './dossiers';
import { partitionPage } from './partition-pages';

/**
 * A dossier's history: one item per event under `ACTION#{ulid}` in the dossier's partition, so a
 * Query in reverse reads it newest first. The author's name is the one they had at the time.
 * `idTypeAction` is an event code (this issue's: CREATION, IDENTIFICATION, STATUT, AJOUT_CLIENT,
 * RETRAIT_CLIENT, AJOUT_ADVERSAIRE, RETRAIT_ADVERSAIRE, CONFLIT_CONFIRME, REFERENCE_CLIENT; PARTIE_MODIFIEE, a party's details edited: its name and `changes`), worded
 * in the reader's language by the message `history_{code}`. Manual actions (`POST api/Dossier/AddAction`)
 * are entries too, coded by their action type (APL, REU…, ANT for a note's creation), with the
 * event codes NOTE_MODIFIEE and NOTE_SUPPRIMEE for a note's later changes: one history of actions.
 */
export type HistoryChange = { field: string; before: unknown; after: unknown };
export type ConflictRef = { idDossier: string; refCabinet: string; idClient: string; role: 'CLIENT' | 'ADVERSAIRE' };
export type HistoryEntry = {
  id: string;
  idDossier: string;
  idTypeAction: string;
  /**
   * What the event concerns, as plain text (a party's name, a summary of the changes). A court
   * change (TRIBUNAL_*) holds its `evenement` instead, and a deadline's event (`*_ECHEANCE`,
   * ANNULATION_REALISATION, ECHEANCES_SUIVANTES) its `echeance`, each with an empty `valeur`
   * (entries written before hold a sentence: a court one is read back by services/court-events.ts,
   * a deadline's is shown as the text it is).
   */
  valeur: string;
  dateAction: string;
  idUtilisateur: string;
  auteur: string;
  changes?: HistoryChange[];
  /** A court change, as data: worded in the reader's language when read. */
  evenement?: CourtEvent;
  /** A deadline's event, as data (services/deadline-events.ts): worded in the reader's language when read. */
  echeance?: StoredDeadlineEvent;
  conflits?: ConflictRef[];
  /**
   * An entry about a document (AJOUT_DOCUMENT, SUPPRESSION_DOCUMENT): its id and confidentiality,
   * so that the entry is read only by those who may see that document (services/document-access.ts).
   */
  idDocument?: string;
  confidentialite?: Confidentiality;
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

/**
 * For the other domains (deadlines, notes, expenses, documents, messages…): the writes that record
 * an event in the dossier's history and make it the dossier's last action, to put in the same
 * transaction as the event's own item. The dossier must exist; its version is not touched.
 */
export const appendDossierEvent = (structureId: string, entry: HistoryEntry): TransactItem[] => [
  putHistoryEntry(structureId, entry),
  markLastAction(structureId, entry.idDossier, entry),
];

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...entry }: Item): HistoryEntry => entry as unknown as HistoryEntry;

/**
 * A page of the history, newest first: `limit` entries after the entry `afterId`, and the id of
 * the last one when more follow. Ids are ULIDs of the entry's date, so the order is the dates'.
 */
export const historyPage = async (structureId: string, dossierId: string, limit: number, afterId?: string) => {
  const { items, lastSk } = await partitionPage(
    'newestFirst',
    dossierPk(structureId, dossierId),
    'ACTION#',
    limit,
    afterId && actionKey(structureId, dossierId, afterId).sk,
  );
  const entries = items.map(fromItem);
  return { entries, lastId: lastSk && entries.at(-1)?.id };
};
