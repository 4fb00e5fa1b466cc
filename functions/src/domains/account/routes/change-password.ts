import { identity } from '../../../adapters/identity';
import { markPasswordChanged } from '../../../db/users';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { currentUser } from '../profile';

/**
 * Changes one's own password after proving the current one; the new one follows the registration
 * policy. Reset links sent before stop working.
 */
export const handler = defineHandler('account.changePassword', async ({ body }, { caller, language }) => {
  const user = await currentUser(caller);
  const proof = await identity.signIn(user.email, body.currentPassword);
  if (!proof) throw new BadRequestError('validation_failed', [fieldError('currentPassword', 'current_password_wrong', language)]);
  await identity.setPassword(user.email, body.newPassword);
  await markPasswordChanged(user);
  return { ok: true as const };
});
