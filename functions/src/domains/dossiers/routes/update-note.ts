import { clock } from '../../../adapters/clock';
import { reviseNote } from '../../../db/notes';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { changeableNote, noteLocked, noteView } from '../notes';

/**
 * Its author edits a note's text within 24 hours of writing it; the history of actions records
 * the text before and after. The same text changes nothing.
 */
export const handler = defineHandler('dossiers.updateNote', async ({ params, body }, { caller, language }) => {
  const { note, since } = await changeableNote(caller, params.id);
  if (body.valeur === note.valeur) return noteView(note, caller, language);
  const revised = { ...note, valeur: body.valeur, updatedAt: clock.nowIso() };
  const entry = historyEntry(note.idDossier, authorOf(caller), {
    idTypeAction: 'NOTE_MODIFIEE',
    valeur: body.valeur,
    changes: [{ field: 'valeur', before: note.valeur, after: body.valeur }],
  });
  await commit([
    { write: reviseNote(caller.structureId, revised, caller.userId, since), onConditionFailure: () => noteLocked() },
    ...appendDossierEvent(caller.structureId, entry).map(plain),
  ]);
  return noteView(revised, caller, language);
});
