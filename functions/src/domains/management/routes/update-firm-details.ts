import { defineHandler } from '../../../runtime/define-handler';
import { originOf } from '../../../services/activity-log';
import { firmDetails } from '../firm-details';

export const handler = defineHandler('management.updateFirmDetails', ({ body }, { caller, sourceIp }) =>
  firmDetails.update(originOf(caller, sourceIp), body),
);
