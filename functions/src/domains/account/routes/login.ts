import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { refreshCookie } from '../refresh-cookie';
import { sessionFor } from '../session';
import { checkFirmRequirement, signInWithSecondFactor } from '../two-factor';

export const handler = defineHandler('account.login', async ({ body }, { setCookie }) => {
  const tokens = await signInWithSecondFactor(body.username.toLowerCase(), body.password, body);
  if (!tokens?.refreshToken) throw new UnauthorizedError();
  const session = await sessionFor(tokens);
  await checkFirmRequirement(session.idStructure, session.id, session.roles);
  setCookie(refreshCookie(tokens.refreshToken));
  return session;
});
