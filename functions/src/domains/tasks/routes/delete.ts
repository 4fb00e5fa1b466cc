import { removeTask } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { deletableTask } from '../tasks';

/** Its creator or an administrator deletes a task, conditioned on it being as read (else read again and decided again). */
export const handler = defineHandler('tasks.delete', ({ params }, { caller }) =>
  withFreshReads(async () => {
    const task = await deletableTask(caller, params.id);
    await commit([{ write: removeTask(caller.structureId, task), onConditionFailure: () => new StaleReadError() }]);
    return { ok: true as const };
  }),
);
