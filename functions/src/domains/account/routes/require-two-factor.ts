import { setTwoFactorRequired } from '../../../db/two-factor';
import { defineHandler } from '../../../runtime/define-handler';

/**
 * An administrator requires two-factor sign-in of the firm's staff (or stops requiring it). Staff
 * without it are sent to set it up at their next sign-in. The activity log records the change.
 */
export const handler = defineHandler('account.requireTwoFactor', async ({ body }, { caller }) => {
  await setTwoFactorRequired(caller.structureId, body.required, caller.userId);
  return { required: body.required };
});
