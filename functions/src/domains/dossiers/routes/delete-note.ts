import { removeNote } from '../../../db/notes';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { changeableNote, noteLocked } from '../notes';

/** Its author deletes a note within 24 hours of writing it; the history of actions keeps what it said. */
export const handler = defineHandler('dossiers.deleteNote', async ({ params }, { caller }) => {
  const { note, since } = await changeableNote(caller, params.id);
  const entry = historyEntry(note.idDossier, authorOf(caller), { idTypeAction: 'NOTE_SUPPRIMEE', valeur: note.valeur });
  const removal = removeNote(caller.structureId, note, caller.userId, since);
  await commit([
    { write: removal.note, onConditionFailure: () => noteLocked() },
    plain(removal.pointer),
    ...appendDossierEvent(caller.structureId, entry).map(plain),
  ]);
  return { ok: true as const };
});
