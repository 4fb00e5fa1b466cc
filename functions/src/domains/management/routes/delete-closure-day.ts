import { defineHandler } from '../../../runtime/define-handler';
import { closureDays } from '../closure-days';

export const handler = defineHandler('management.deleteClosureDay', ({ params }, { caller }) =>
  closureDays.remove(caller.structureId, params.date),
);
