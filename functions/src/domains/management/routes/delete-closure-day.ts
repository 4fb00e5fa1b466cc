import { defineHandler } from '../../../runtime/define-handler';
import { originOf } from '../../../services/activity-log';
import { closureDays } from '../closure-days';

export const handler = defineHandler('management.deleteClosureDay', ({ params }, { caller, sourceIp }) =>
  closureDays.remove(originOf(caller, sourceIp), params.date),
);
