import { identity } from '../../../adapters/identity';
import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { recordActivity, recordFailedSignIn, type SignInFailure } from '../../../services/activity-log';
import { sessionFor } from '../session';

/**
 * Signs in and records it in the firm's activity log: a success as the person, from their address;
 * a failure against the account of the address, if one has it (never said to the caller).
 */
export const handler = defineHandler('account.login', async ({ body }, { sourceIp }) => {
  const email = body.username.toLowerCase();
  const failed = async (reason: SignInFailure, error: UnauthorizedError) => {
    await recordFailedSignIn(email, sourceIp, reason).catch((cause: unknown) =>
      log.error('failed sign-in not recorded', { error: (cause as Error).name }),
    );
    return error;
  };
  const tokens = await identity.signIn(email, body.password);
  if (!tokens?.refreshToken) throw await failed('credentials', new UnauthorizedError());
  const session = await sessionFor(tokens, tokens.refreshToken).catch(async (error: unknown) => {
    throw error instanceof UnauthorizedError ? await failed('disabled', error) : error;
  });
  await recordActivity(
    { structureId: session.idStructure, userId: session.id, userName: session.name, role: session.roles[0], ip: sourceIp },
    { kind: 'SIGN_IN' },
  );
  return session;
});
