import { clock } from '../../../adapters/clock';
import { newId } from '../../../db/keys';
import { putTimeEntry, type TimeEntry } from '../../../db/time-entries';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { commit, plain } from '../../../services/guarded-transaction';
import { checkDeadline, entryPerson, timeEntryView } from '../time-entries';

/**
 * Records time on a dossier in one transaction: the entry (at version 1) and its dossier's totals.
 * The person is the caller unless an administrator names another staff member; a linked deadline
 * must be the dossier's. A retry with the same Idempotency-Key answers the first entry again.
 */
export const handler = defineHandler('fees.addTimeEntry', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const [dossier, person] = await Promise.all([
    dossierFor(caller, body.idDossier),
    entryPerson(caller, body.idUtilisateur, language),
    checkDeadline(sid, body.idDossier, body.idEcheance, language),
  ]);
  const entry: TimeEntry = {
    id: newId(),
    idDossier: dossier.id,
    date: body.date,
    minutes: body.minutes,
    description: body.description,
    facturable: body.facturable,
    ...(body.idEcheance && { idEcheance: body.idEcheance }),
    idUtilisateur: person.id,
    nom: person.name,
    createdAt: clock.nowIso(),
    version: 1,
  };
  await commit(putTimeEntry(sid, entry).map(plain));
  return timeEntryView(entry, caller);
});
