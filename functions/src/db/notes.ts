import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { firmPk } from './keys';
import { partitionPage } from './partition-pages';

/**
 * A dossier's notes (actions of type ANT) as they stand: one item per note under `NOTE#{noteId}`
 * in the dossier's partition, newest first (ids are ULIDs of the note's date), and a pointer
 * `T#{sid}#NOTE#{noteId}` / `NOTE` written with it, by which a note's id alone finds its dossier
 * (`PUT` and `DELETE api/Dossier/notes/{id}`). Only its author may change a note, during the 24
 * hours after `createdAt` (the time it was written, whatever its `dateAction`): every change is
 * conditional on both, so a late or foreign write fails even after the route's own checks.
 */
export type Note = {
  id: string;
  idDossier: string;
  valeur: string;
  dateAction: string;
  idUtilisateur: string;
  auteur: string;
  createdAt: string;
  updatedAt?: string;
};

const PREFIX = 'NOTE#';
const noteKey = (structureId: string, dossierId: string, noteId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `${PREFIX}${noteId}`,
});
const pointerKey = (structureId: string, noteId: string) => ({ pk: `${firmPk(structureId)}#NOTE#${noteId}`, sk: 'NOTE' });

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...note }: Item): Note => note as unknown as Note;

export const putNote = (structureId: string, note: Note): TransactItem[] => [
  {
    Put: {
      Item: { ...noteKey(structureId, note.idDossier, note.id), type: 'DOSSIER_NOTE', ...note },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Put: {
      Item: { ...pointerKey(structureId, note.id), type: 'NOTE_POINTER', idDossier: note.idDossier },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/** The firm's note with this id, read consistently (a change follows): its pointer, then itself. */
export const findNote = async (structureId: string, noteId: string): Promise<Note | undefined> => {
  const pointer = await table.get(pointerKey(structureId, noteId), { consistent: true });
  if (!pointer) return undefined;
  const item = await table.get(noteKey(structureId, pointer.idDossier as string, noteId), { consistent: true });
  return item && fromItem(item);
};

/** The note still exists, is the author's, and was written after `since`. */
const changeable = (authorId: string, since: string) => ({
  ConditionExpression: 'attribute_exists(pk) AND idUtilisateur = :author AND createdAt > :since',
  ExpressionAttributeValues: { ':author': authorId, ':since': since },
});

/** Rewrites a note's text if `authorId` wrote it after `since`. */
export const reviseNote = (structureId: string, note: Note, authorId: string, since: string): TransactItem => {
  const guard = changeable(authorId, since);
  return {
    Update: {
      Key: noteKey(structureId, note.idDossier, note.id),
      UpdateExpression: 'SET valeur = :valeur, updatedAt = :at',
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeValues: { ...guard.ExpressionAttributeValues, ':valeur': note.valeur, ':at': note.updatedAt },
    },
  };
};

/** Deletes a note if `authorId` wrote it after `since` (the condition is the note's), and its pointer. */
export const removeNote = (
  structureId: string,
  note: Note,
  authorId: string,
  since: string,
): { note: TransactItem; pointer: TransactItem } => ({
  note: { Delete: { Key: noteKey(structureId, note.idDossier, note.id), ...changeable(authorId, since) } },
  pointer: { Delete: { Key: pointerKey(structureId, note.id) } },
});

/** A page of a dossier's notes, newest first, and the id of the last one when more follow. */
export const notesPage = async (structureId: string, dossierId: string, limit: number, afterId?: string) => {
  const { items, lastSk } = await partitionPage(
    'newestFirst',
    dossierPk(structureId, dossierId),
    PREFIX,
    limit,
    afterId && noteKey(structureId, dossierId, afterId).sk,
  );
  const notes = items.map(fromItem);
  return { notes, lastId: lastSk && notes.at(-1)?.id };
};
