import { clock } from '../../../adapters/clock';
import { reviseOpenDeadline, type Deadline } from '../../../db/deadlines';
import { appendDossierEvent } from '../../../db/history';
import { ConflictError, ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { readDeadlineDate } from '../../../services/deadline-dates';
import { deadlineEvent } from '../../../services/deadline-events';
import { fieldError } from '../../../services/field-error';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { authorOf, historyEntry } from '../../../services/history';
import { loadReferenceLabels, referenceUsage } from '../../../services/reference-data';
import { correctionChanges, deadlineOf, deadlineViews } from '../deadlines';
import { isActiveStaff } from '../../../services/dossier-identification';

/**
 * Corrects an open cabinet deadline (a performed one: 409 `performed_not_editable`): its type,
 * date and time, responsible lawyer, alert and content, read by the rules of adding. One
 * transaction, conditioned on the deadline being as read: the item (moved in the list's order
 * when its date moves, with its lookup), a change of type as one use fewer of the old and one
 * more of the new (400 when the new one is unknown or inactive), and a history entry holding
 * each change before and after. A date moved by hand no longer has its computation (`calcul`).
 * The same values change nothing.
 */
export const handler = defineHandler('dossiers.updateDeadline', ({ params, body }, { caller, language }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const before = await deadlineOf(caller, params.id);
    if (before.dateRealisation) throw new ConflictError('performed_not_editable', 'id');
    const idUtilisateur = body.idUtilisateur ?? before.idUtilisateur;
    if (idUtilisateur !== before.idUtilisateur && !(await isActiveStaff(sid, idUtilisateur)))
      throw new ValidationError([fieldError('idUtilisateur', 'lawyer_invalid', language)]);
    const now = clock.now();
    const { day, time } = readDeadlineDate(body.dateecheance);
    const corrected: Deadline = {
      ...before,
      idTypeEcheance: body.idtypeecheance,
      day,
      time,
      contenu: body.contenu,
      salle: body.salle,
      alerte: body.alerte,
      idUtilisateur,
    };
    const changes = correctionChanges(before, corrected);
    const labels = await loadReferenceLabels(sid, language);
    if (!changes.length) return (await deadlineViews(caller, [before], language, now, labels))[0]!;
    const dateMoved = changes.some((change) => change.field === 'dateEcheance');
    const after: Deadline = { ...corrected, calcul: dateMoved ? undefined : before.calcul, updatedAt: now.toISOString() };
    const typeChanged = after.idTypeEcheance !== before.idTypeEcheance;
    const entry = historyEntry(before.idDossier, authorOf(caller), {
      idTypeAction: 'MODIFICATION_ECHEANCE',
      valeur: '',
      echeance: deadlineEvent(after),
      changes,
    });
    const [revise, ...move] = reviseOpenDeadline(sid, before, after);
    await commit([
      { write: revise!, onConditionFailure: () => new StaleReadError() },
      ...move.map(plain),
      ...(typeChanged
        ? [
            plain(referenceUsage(sid, 'deadlineType', before.idTypeEcheance, -1)),
            {
              write: referenceUsage(sid, 'deadlineType', after.idTypeEcheance, 1),
              onConditionFailure: () => new ValidationError([fieldError('idtypeecheance', 'deadline_invalid', language)]),
            },
          ]
        : []),
      ...appendDossierEvent(sid, entry).map(plain),
    ]);
    return (await deadlineViews(caller, [after], language, now, labels))[0]!;
  }),
);
