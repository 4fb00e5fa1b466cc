import { ConflictError } from '../../../errors';
import { removeDeadlineLookup, removeOpenDeadline } from '../../../db/deadlines';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { deadlineEvent } from '../../../services/deadline-events';
import { referenceUsage } from '../../../services/reference-data';
import { deadlineOf } from '../deadlines';

/**
 * Deletes an open cabinet deadline (a performed one stays: 409), with one use fewer of its type
 * and an entry in the dossier's history, in one transaction conditioned on the deadline being
 * still open.
 */
export const handler = defineHandler('dossiers.deleteDeadline', ({ params }, { caller }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const deadline = await deadlineOf(caller, params.id);
    if (deadline.dateRealisation) throw new ConflictError('performed_not_deletable', null);
    const entry = historyEntry(deadline.idDossier, authorOf(caller), {
      idTypeAction: 'SUPPRESSION_ECHEANCE',
      valeur: '',
      echeance: deadlineEvent(deadline),
    });
    await commit([
      { write: removeOpenDeadline(sid, deadline), onConditionFailure: () => new StaleReadError() },
      plain(removeDeadlineLookup(sid, deadline.id)),
      plain(referenceUsage(sid, 'deadlineType', deadline.idTypeEcheance, -1)),
      ...appendDossierEvent(sid, entry).map(plain),
    ]);
    return { ok: true as const };
  }),
);
