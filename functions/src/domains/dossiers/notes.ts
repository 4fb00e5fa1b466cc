import { NOTE_TYPE } from '@mizan/shared/schemas/dossiers';
import type { Language } from '@mizan/shared/roles';
import { clock } from '../../adapters/clock';
import type { Caller } from '../../services/caller';
import type { HistoryEntry } from '../../db/history';
import { isId } from '../../db/keys';
import { findNote, notesPage, type Note } from '../../db/notes';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { encodeCursor } from '../../services/dossier-pages';
import { actionLabel } from '../../services/history';
import { afterCursor } from './pages';

/** How long after writing it a note's author may still edit or delete it. */
export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The oldest creation time a note may have and still be changed, now. */
export const editableSince = (now: Date) => new Date(now.getTime() - NOTE_EDIT_WINDOW_MS).toISOString();

/** The note a note-typed action (its history entry shares the note's id) creates. */
export const noteOf = (entry: HistoryEntry): Note => ({
  id: entry.id,
  idDossier: entry.idDossier,
  valeur: entry.valeur,
  dateAction: entry.dateAction,
  idUtilisateur: entry.idUtilisateur,
  auteur: entry.auteur,
  createdAt: clock.nowIso(),
});

/** A note as the API answers it: may the reader change it, now? */
export const noteView = (note: Note, caller: Caller, language: Language) => ({
  id: note.id,
  idDossier: note.idDossier,
  idTypeAction: NOTE_TYPE,
  labelActionDossier: actionLabel(NOTE_TYPE, language),
  valeur: note.valeur,
  dateAction: note.dateAction,
  idUtilisateur: note.idUtilisateur,
  auteur: note.auteur,
  dateModification: note.updatedAt ?? null,
  modifiable: note.idUtilisateur === caller.userId && note.createdAt > editableSince(clock.now()),
});

/** A page of a dossier's notes, newest first, with the cursor of the next page (null on the last). */
export const notesFeed = async (caller: Caller, dossierId: string, limit: number, cursor: string | undefined, language: Language) => {
  const { notes, lastId } = await notesPage(caller.structureId, dossierId, limit, afterCursor(cursor, language, isId));
  return { items: notes.map((note) => noteView(note, caller, language)), cursor: encodeCursor(lastId ? { after: lastId } : undefined) };
};

/** 409 `note_locked`, on the note's text: its 24 hours are over. */
export const noteLocked = () => new ConflictError('note_locked', 'valeur');

/**
 * The firm's note with this id, if the caller may change it now: 404 when the firm has no such
 * note, 403 when another person wrote it, 409 once its 24 hours are over. Answers the note and
 * the creation time its conditional write must still be after.
 */
export const changeableNote = async (caller: Caller, noteId: string) => {
  const note = await findNote(caller.structureId, noteId);
  if (!note) throw new NotFoundError();
  if (note.idUtilisateur !== caller.userId) throw new AppError(403, 'forbidden', 'note_not_author');
  const since = editableSince(clock.now());
  if (note.createdAt <= since) throw noteLocked();
  return { note, since };
};
