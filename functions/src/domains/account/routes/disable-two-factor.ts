import { identity } from '../../../adapters/identity';
import { softwareToken } from '../../../adapters/software-token';
import { isTwoFactorRequired, removeTwoFactor } from '../../../db/two-factor';
import { ConflictError, UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { personOrigin, recordActivity, twoFactorChanged } from '../../../services/activity-log';
import { isStaff, personOf } from '../two-factor';

/**
 * Turns two-factor off with the password and a code of the authenticator app. 409 when it is not
 * on, or when the person's firm requires it of its staff. The firm's activity log records it.
 */
export const handler = defineHandler('account.disableTwoFactor', async ({ body }, { sourceIp }) => {
  const email = body.username.toLowerCase();
  const step = await identity.signIn(email, body.password);
  if (!step) throw new UnauthorizedError();
  if (!('challengeSession' in step)) throw new ConflictError('two_factor_not_on', null);
  const tokens = await softwareToken.answer(email, step.challengeSession, body.code);
  if (!tokens?.accessToken) throw new UnauthorizedError('two_factor_code_invalid');
  const user = await personOf(tokens);
  if (isStaff(user) && (await isTwoFactorRequired(user.idStructure))) throw new ConflictError('two_factor_required_by_firm', null);
  await softwareToken.turnOff(tokens.accessToken);
  await removeTwoFactor(user.idStructure, user.idUtilisateur);
  await recordActivity(personOrigin(user, sourceIp), twoFactorChanged('disabled'));
  return { ok: true as const };
});
