import { isConditionFailure, table } from '../../adapters/table';
import { addClosureDay, listClosureDays, removeClosureDay, type ClosureDay } from '../../db/closure-days';
import { ConflictError, NotFoundError } from '../../errors';

/** The firm's closure days: listed, added (409 if the date is already closed), removed (404 if not). */
export const closureDays = {
  list: listClosureDays,
  async add(structureId: string, day: ClosureDay) {
    try {
      await table.transact([addClosureDay(structureId, day)]);
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError('closure_day_taken', 'date');
      throw error;
    }
    return day;
  },
  async remove(structureId: string, date: string) {
    try {
      await table.transact([removeClosureDay(structureId, date)]);
    } catch (error) {
      if (isConditionFailure(error)) throw new NotFoundError();
      throw error;
    }
    return { ok: true as const };
  },
};
