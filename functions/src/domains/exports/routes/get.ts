import { defineHandler } from '../../../runtime/define-handler';
import { originOf } from '../../../services/activity-log';
import { exportState } from '../export-jobs';

export const handler = defineHandler('exports.get', ({ params }, { caller, sourceIp }) =>
  exportState(originOf(caller, sourceIp), params.id),
);
