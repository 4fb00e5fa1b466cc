import { clock } from '../../../adapters/clock';
import { findDeadline, removeDeadlineLookup, removeUntouchedDeadline, reopenDeadline, type Deadline } from '../../../db/deadlines';
import { appendDossierEvent } from '../../../db/history';
import { AppError, ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { deadlineEvent } from '../../../services/deadline-events';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { authorOf, historyEntry } from '../../../services/history';
import { loadReferenceLabels, referenceUsage } from '../../../services/reference-data';
import { deadlineOf, deadlineViews, mayUndo } from '../deadlines';

/**
 * Undoes a Perform: only its performer (403 `undo_not_performer`), within 24 hours (409
 * `undo_window_over`; an open deadline: 409 `not_performed`). The deadline is open again, without
 * the proposals its Perform left; the next deadlines that Perform created at once are removed
 * (one use fewer of their type each) when they are still open and were never corrected, and stay
 * otherwise (performed or corrected since: someone worked on them); kept proposals are not the
 * Perform's and stay too. One transaction with the history entry, conditioned on the Perform being
 * the one read and each removed deadline being still untouched (else read again and decide again).
 */
export const handler = defineHandler('dossiers.undoDeadline', ({ params }, { caller, language }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const realised = await deadlineOf(caller, params.id);
    if (!realised.dateRealisation) throw new ConflictError('not_performed', 'id');
    if (realised.performedBy !== caller.userId) throw new AppError(403, 'forbidden', 'undo_not_performer');
    const now = clock.now();
    if (!mayUndo(realised, caller.userId, now)) throw new ConflictError('undo_window_over', 'id');
    const { dateRealisation, performedBy: _by, chainedIds = [], propositions: _proposals, ...open } = realised;
    const chained = (await Promise.all(chainedIds.map((id) => findDeadline(sid, id)))).filter((d): d is Deadline => d !== undefined);
    const untouched = chained.filter((d) => !d.dateRealisation && !d.updatedAt);
    const entry = historyEntry(open.idDossier, authorOf(caller), {
      idTypeAction: 'ANNULATION_REALISATION',
      valeur: '',
      echeance: deadlineEvent(open),
      changes: [{ field: 'dateRealisation', before: dateRealisation, after: null }],
    });
    const [removeRealised, ...reopen] = reopenDeadline(sid, realised, open);
    await commit([
      { write: removeRealised!, onConditionFailure: () => new StaleReadError() },
      ...reopen.map(plain),
      ...untouched.flatMap((d) => [
        { write: removeUntouchedDeadline(sid, d), onConditionFailure: () => new StaleReadError() },
        plain(removeDeadlineLookup(sid, d.id)),
        plain(referenceUsage(sid, 'deadlineType', d.idTypeEcheance, -1)),
      ]),
      ...appendDossierEvent(sid, entry).map(plain),
    ]);
    const [view] = await deadlineViews(caller, [open], language, now, await loadReferenceLabels(sid, language));
    return { ...view!, enchaineesRetirees: untouched.length, enchaineesConservees: chained.length - untouched.length };
  }),
);
