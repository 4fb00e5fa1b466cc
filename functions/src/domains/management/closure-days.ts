import { addClosureDay, listClosureDays, removeClosureDay, type ClosureDay } from '../../db/closure-days';
import { ConflictError, NotFoundError } from '../../errors';
import { commit } from '../../services/guarded-transaction';

/** The firm's closure days: listed, added (409 if the date is already closed), removed (404 if not). */
export const closureDays = {
  list: listClosureDays,
  async add(structureId: string, day: ClosureDay) {
    await commit([{ write: addClosureDay(structureId, day), onConditionFailure: () => new ConflictError('closure_day_taken', 'date') }]);
    return day;
  },
  async remove(structureId: string, date: string) {
    await commit([{ write: removeClosureDay(structureId, date), onConditionFailure: () => new NotFoundError() }]);
    return { ok: true as const };
  },
};
