import { clock } from '../../../adapters/clock';
import type { Deadline } from '../../../db/deadlines';
import { newId } from '../../../db/keys';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { readDeadlineDate } from '../../../services/deadline-dates';
import { deadlineEvent } from '../../../services/deadline-events';
import { dossierFor } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { commit, plain } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { loadReferenceLabels } from '../../../services/reference-data';
import { deadlineViews, newDeadlineWrites } from '../deadlines';
import { isActiveStaff } from '../../../services/dossier-identification';

/**
 * Adds a cabinet deadline to a dossier: a day, or a day and a time, in Casablanca; its type
 * (counted as one more use of it, in the same transaction); the responsible lawyer, the dossier's
 * unless another active staff member is named; and an entry in the dossier's history.
 */
export const handler = defineHandler('dossiers.addDeadline', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const dossier = await dossierFor(caller, body.idDossier);
  if (body.idUtilisateur && !(await isActiveStaff(sid, body.idUtilisateur)))
    throw new ValidationError([fieldError('idUtilisateur', 'lawyer_invalid', language)]);
  const now = clock.now();
  const deadline: Deadline = {
    id: newId(),
    idDossier: dossier.id,
    idTypeEcheance: body.idtypeecheance,
    ...readDeadlineDate(body.dateecheance),
    contenu: body.contenu,
    salle: body.salle,
    alerte: body.alerte,
    idUtilisateur: body.idUtilisateur ?? dossier.idUtilisateur,
    createdAt: now.toISOString(),
    createdBy: caller.userId,
  };
  const entry = historyEntry(dossier.id, authorOf(caller), {
    idTypeAction: 'AJOUT_ECHEANCE',
    valeur: '',
    echeance: deadlineEvent(deadline),
  });
  await commit([...newDeadlineWrites(sid, deadline, 'idtypeecheance', language), ...appendDossierEvent(sid, entry).map(plain)]);
  const labels = await loadReferenceLabels(sid, language);
  const [created] = await deadlineViews(caller, [deadline], language, now, labels);
  return created!;
});
