import { findLiveToken } from '../../../db/tokens';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { redeemToken } from '../email-tokens';

/**
 * An invited person chooses their first password (the registration policy); the invitation works
 * once. An account an administrator has deactivated stays deactivated: the password is set, but
 * sign-in is refused until it is reactivated.
 */
export const handler = defineHandler('account.setFirstPassword', async ({ body }) => {
  const live = await findLiveToken('INVITATION', body.id);
  if (!live || !(await redeemToken(live, body.password))) throw new NotFoundError();
  return { ok: true as const };
});
