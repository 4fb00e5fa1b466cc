import { identity } from '../../../adapters/identity';
import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { refreshCookie } from '../refresh-cookie';
import { sessionFor } from '../session';

export const handler = defineHandler('account.login', async ({ body }, { setCookie }) => {
  const tokens = await identity.signIn(body.username.toLowerCase(), body.password);
  if (!tokens?.refreshToken) throw new UnauthorizedError();
  const session = await sessionFor(tokens);
  setCookie(refreshCookie(tokens.refreshToken));
  return session;
});
