import { defineHandler } from '../../../runtime/define-handler';
import { originOf } from '../../../services/activity-log';
import { startExport } from '../export-jobs';

export const handler = defineHandler('exports.start', (_input, { caller, sourceIp }) =>
  startExport(originOf(caller, sourceIp), caller.userId),
);
