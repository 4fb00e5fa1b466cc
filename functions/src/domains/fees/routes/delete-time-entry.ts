import { removeTimeEntry } from '../../../db/time-entries';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { changeableTimeEntry } from '../time-entries';

/**
 * Its person or an administrator deletes a time entry, in one transaction conditioned on the entry
 * being as read (else it is read again and the deletion decided again), its minutes taken from its dossier's totals.
 */
export const handler = defineHandler('fees.deleteTimeEntry', ({ params }, { caller }) =>
  withFreshReads(async () => {
    const entry = await changeableTimeEntry(caller, params.id);
    const removal = removeTimeEntry(caller.structureId, entry);
    await commit([{ write: removal.entry, onConditionFailure: () => new StaleReadError() }, plain(removal.totals)]);
    return { ok: true as const };
  }),
);
