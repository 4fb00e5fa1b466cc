import { type AppError, UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { refreshCookie } from '../refresh-cookie';
import { log } from '../../../runtime/log';
import { recordActivity, recordFailedSignIn, twoFactorChanged, type SignInFailure } from '../../../services/activity-log';
import { sessionFor } from '../session';
import { checkFirmRequirement, signInWithSecondFactor } from '../two-factor';

/**
 * Signs in (with the second factor when the person has one) and records it in the firm's activity
 * log: a success as the person, from their address; a failure against the account of the address,
 * if one has it (never said to the caller).
 */
export const handler = defineHandler('account.login', async ({ body }, { sourceIp, setCookie }) => {
  const email = body.username.toLowerCase();
  const failed = async (reason: SignInFailure, error: AppError) => {
    await recordFailedSignIn(email, sourceIp, reason).catch((cause: unknown) =>
      log.error('failed sign-in not recorded', { error: (cause as Error).name }),
    );
    return error;
  };
  const tokens = await signInWithSecondFactor(email, body.password, body).catch(async (error: unknown) => {
    throw error instanceof UnauthorizedError ? await failed('two_factor', error) : error;
  });
  if (!tokens?.refreshToken) throw await failed('credentials', new UnauthorizedError());
  const session = await sessionFor(tokens).catch(async (error: unknown) => {
    throw error instanceof UnauthorizedError ? await failed('disabled', error) : error;
  });
  await checkFirmRequirement(session.idStructure, session.id, session.roles);
  const origin = { structureId: session.idStructure, userId: session.id, userName: session.name, role: session.roles[0], ip: sourceIp };
  if (tokens.recoveryCodeUsed) await recordActivity(origin, twoFactorChanged('recovery_code_used'));
  await recordActivity(origin, { kind: 'SIGN_IN' });
  setCookie(refreshCookie(tokens.refreshToken));
  return session;
});
