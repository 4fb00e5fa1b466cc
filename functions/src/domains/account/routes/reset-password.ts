import { findLiveToken } from '../../../db/tokens';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { forgetPasswordFailures } from '../../../services/password-tries';
import { endSessions } from '../../../services/sessions';
import { redeemToken, refusedLink } from '../email-tokens';

/**
 * Sets a new password (the registration policy) with a reset token, which works once; every
 * session of the person ends (the token's transaction marks it: db/users.ts `markTokenUse`), and
 * the address's failed passwords and lock are forgotten (services/password-tries.ts).
 */
export const handler = defineHandler('account.resetPassword', async ({ body }, { language }) => {
  const live = await findLiveToken('RESET', body.token);
  if (!live || !(await redeemToken(live, body.newPassword))) {
    throw await refusedLink('RESET', body.token, new BadRequestError('token_invalid', [fieldError('token', 'token_invalid', language)]));
  }
  await endSessions(live.user.email);
  await forgetPasswordFailures(live.user.email);
  return { ok: true as const };
});
