import { defineHandler } from '../../../runtime/define-handler';
import { originOf } from '../../../services/activity-log';
import { closureDays } from '../closure-days';

export const handler = defineHandler('management.addClosureDay', ({ body }, { caller, sourceIp }) =>
  closureDays.add(originOf(caller, sourceIp), body),
);
