import { NOTE_TYPE } from '@mizan/shared/schemas/dossiers';
import { putHistoryEntry } from '../../../db/history';
import { putNote } from '../../../db/notes';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { commit, plain } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { actionView } from '../../../services/history-feed';
import { actionInstant } from '../actions';
import { noteOf, noteView } from '../notes';

/**
 * Records a manual action (a call, a meeting, a filing…) in the dossier's history of actions; a
 * note (type ANT) is also kept as a note, which its author may edit or delete for 24 hours. The
 * author is the caller; an action dated after the dossier's last action becomes its last action.
 * One transaction; the dossier's identification is not rewritten.
 */
export const handler = defineHandler('dossiers.addAction', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const dossier = await dossierFor(caller, body.idDossier);
  const at = actionInstant(body.dateAction, language);
  const entry = historyEntry(dossier.id, authorOf(caller), { idTypeAction: body.idTypeAction, valeur: body.valeur }, at);
  const note = body.idTypeAction === NOTE_TYPE ? noteOf(entry) : undefined;
  const isLast = entry.dateAction >= (dossier.dateDerniereAction ?? '');
  const writes = [...(note ? putNote(sid, note) : []), ...(isLast ? appendDossierEvent(sid, entry) : [putHistoryEntry(sid, entry)])];
  await commit(writes.map(plain));
  return note ? noteView(note, caller, language) : actionView(entry, language);
});
