import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { refreshCookie } from '../refresh-cookie';
import { recordActivity, twoFactorChanged } from '../../../services/activity-log';
import { checkingPassword } from '../password-try';
import { sessionFor } from '../session';
import { signInWithSecondFactor } from '../two-factor';

/**
 * Signs in (with the second factor when the person has one) and records it in the firm's activity
 * log: a success as the person, from their address; a failure against the account of the address,
 * if one has it (never said to the caller). Failures count against the address
 * (services/password-tries.ts); a deactivated account answers like a wrong password.
 */
export const handler = defineHandler('account.login', async ({ body }, { sourceIp, language, setCookie }) => {
  const email = body.username.toLowerCase();
  const { tokens, session } = await checkingPassword(email, { sourceIp, language }, async (attempt) => {
    const signedIn = await signInWithSecondFactor(email, body.password, body).catch(async (error: unknown) => {
      throw error instanceof UnauthorizedError ? await attempt.fail('two_factor', error) : error;
    });
    const refreshToken = signedIn?.refreshToken;
    if (!signedIn || !refreshToken) throw await attempt.fail('credentials', new UnauthorizedError('credentials_invalid'));
    const person = await sessionFor(signedIn).catch(async (error: unknown) => {
      throw error instanceof UnauthorizedError ? await attempt.fail('disabled', new UnauthorizedError('credentials_invalid')) : error;
    });
    return { tokens: { ...signedIn, refreshToken }, session: person };
  });
  const origin = { structureId: session.idStructure, userId: session.id, userName: session.name, role: session.roles[0], ip: sourceIp };
  if (tokens.recoveryCodeUsed) await recordActivity(origin, twoFactorChanged('recovery_code_used'));
  await recordActivity(origin, { kind: 'SIGN_IN' });
  setCookie(refreshCookie(tokens.refreshToken));
  return session;
});
