import { addClosureDay, listClosureDays, removeClosureDay, type ClosureDay } from '../../db/closure-days';
import { ConflictError, NotFoundError } from '../../errors';
import { activityEntry, type ActivityOrigin } from '../../services/activity-log';
import { commit, plain } from '../../services/guarded-transaction';

/** A closure day added or removed, as the firm's activity log records it (a settings change). */
const logged = (origin: ActivityOrigin, date: string, change: 'created' | 'deleted') =>
  plain(activityEntry(origin, { kind: 'SETTINGS_CHANGED', subject: date, precisions: ['closureDay', change] }));

/**
 * The firm's closure days: listed, added (409 if the date is already closed), removed (404 if not);
 * a change joins the firm's activity log in its transaction.
 */
export const closureDays = {
  list: listClosureDays,
  async add(origin: ActivityOrigin, day: ClosureDay) {
    await commit([
      { write: addClosureDay(origin.structureId, day), onConditionFailure: () => new ConflictError('closure_day_taken', 'date') },
      logged(origin, day.date, 'created'),
    ]);
    return day;
  },
  async remove(origin: ActivityOrigin, date: string) {
    await commit([
      { write: removeClosureDay(origin.structureId, date), onConditionFailure: () => new NotFoundError() },
      logged(origin, date, 'deleted'),
    ]);
    return { ok: true as const };
  },
};
