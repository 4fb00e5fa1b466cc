import { identity } from '../../../adapters/identity';
import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { guardRefresh, REFRESH_COOKIE, refreshCookie } from '../refresh-cookie';
import { sessionFor } from '../session';

/**
 * Renews the session with the refresh token of its cookie, asked by the app itself (guardRefresh),
 * while the token is valid, the account still active and its sessions not ended since. A new
 * refresh token (an app client that rotates them) replaces the cookie's.
 */
export const handler = defineHandler('account.refresh', async (_input, request) => {
  guardRefresh(request);
  const refreshToken = request.cookies[REFRESH_COOKIE];
  const tokens = refreshToken ? await identity.refresh(refreshToken) : undefined;
  if (!tokens) throw new UnauthorizedError();
  const session = await sessionFor(tokens, { renewal: true });
  if (tokens.refreshToken) request.setCookie(refreshCookie(tokens.refreshToken));
  return session;
});
