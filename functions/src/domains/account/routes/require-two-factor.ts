import { setTwoFactorRequired } from '../../../db/two-factor';
import { defineHandler } from '../../../runtime/define-handler';
import { originOf, recordActivity, twoFactorChanged } from '../../../services/activity-log';

/**
 * An administrator requires two-factor sign-in of the firm's staff (or stops requiring it). Staff
 * without it are sent to set it up at their next sign-in. The activity log records the change.
 */
export const handler = defineHandler('account.requireTwoFactor', async ({ body }, { caller, sourceIp }) => {
  await setTwoFactorRequired(caller.structureId, body.required, caller.userId);
  await recordActivity(originOf(caller, sourceIp), twoFactorChanged(body.required ? 'firm_required' : 'firm_not_required'));
  return { required: body.required };
});
