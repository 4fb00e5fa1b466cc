import { identity } from '../../../adapters/identity';
import { softwareToken } from '../../../adapters/software-token';
import { isTwoFactorRequired, removeTwoFactor } from '../../../db/two-factor';
import { ConflictError, UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { personOrigin, recordActivity, twoFactorChanged } from '../../../services/activity-log';
import { checkingPassword } from '../password-try';
import { isStaff, personOfTry } from '../two-factor';

/**
 * Turns two-factor off with the password and a code of the authenticator app. 409 when it is not
 * on, or when the person's firm requires it of its staff. The firm's activity log records it. A
 * wrong password or code counts against the address (services/password-tries.ts).
 */
export const handler = defineHandler('account.disableTwoFactor', async ({ body }, { sourceIp, language }) => {
  const email = body.username.toLowerCase();
  const { tokens, user } = await checkingPassword(email, { sourceIp, language }, async (attempt) => {
    const step = await identity.signIn(email, body.password);
    if (!step) throw await attempt.fail('two_factor_settings', new UnauthorizedError('credentials_invalid'));
    if (!('challengeSession' in step)) throw new ConflictError('two_factor_not_on', null);
    const signedIn = await softwareToken.answer(email, step.challengeSession, body.code);
    const accessToken = signedIn?.accessToken;
    if (!signedIn || !accessToken) throw await attempt.fail('two_factor', new UnauthorizedError('two_factor_code_invalid'));
    const person = await personOfTry(signedIn, attempt);
    if (isStaff(person) && (await isTwoFactorRequired(person.idStructure))) throw new ConflictError('two_factor_required_by_firm', null);
    return { tokens: { ...signedIn, accessToken }, user: person };
  });
  await softwareToken.turnOff(tokens.accessToken);
  await removeTwoFactor(user.idStructure, user.idUtilisateur);
  await recordActivity(personOrigin(user, sourceIp), twoFactorChanged('disabled'));
  return { ok: true as const };
});
