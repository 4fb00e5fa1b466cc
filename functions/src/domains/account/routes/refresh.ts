import { identity } from '../../../adapters/identity';
import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { sessionFor } from '../session';

/** Renews the session while the refresh token is valid and the account still active. */
export const handler = defineHandler('account.refresh', async ({ body }) => {
  const tokens = await identity.refresh(body.refreshToken);
  if (!tokens) throw new UnauthorizedError();
  return sessionFor(tokens, body.refreshToken);
});
