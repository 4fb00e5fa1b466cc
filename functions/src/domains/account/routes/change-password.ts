import { identity } from '../../../adapters/identity';
import { markPasswordChanged } from '../../../db/users';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { endSessions } from '../../../services/sessions';
import { checkingPassword } from '../password-try';
import { currentUser } from '../profile';
import { refreshCookie } from '../refresh-cookie';

/**
 * Changes one's own password after proving the current one; the new one follows the registration
 * policy. Reset links sent before stop working and every session ends, this one included; the
 * answer opens a new one for this device (its refresh cookie: the app renews its token with it),
 * unless the person signs in with two factors: then this device signs in again, with its code.
 * A wrong current password counts against the address like a failed sign-in
 * (services/password-tries.ts): past 5 in 15 minutes, 429.
 */
export const handler = defineHandler('account.changePassword', async ({ body }, { caller, language, sourceIp, setCookie }) => {
  const user = await currentUser(caller);
  await checkingPassword(user.email, { sourceIp, language }, async (attempt) => {
    const proof = await identity.signIn(user.email, body.currentPassword);
    if (!proof) {
      throw await attempt.fail(
        'current_password',
        new BadRequestError('validation_failed', [fieldError('currentPassword', 'current_password_wrong', language)]),
      );
    }
    await identity.setPassword(user.email, body.newPassword);
  });
  await markPasswordChanged(user);
  await endSessions(user.email);
  const renewed = await identity.signIn(user.email, body.newPassword);
  if (renewed && 'refreshToken' in renewed && renewed.refreshToken) setCookie(refreshCookie(renewed.refreshToken));
  return { ok: true as const };
});
