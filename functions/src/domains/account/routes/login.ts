import { identity } from '../../../adapters/identity';
import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { sessionFor } from '../session';

export const handler = defineHandler('account.login', async ({ body }) => {
  const tokens = await identity.signIn(body.username.toLowerCase(), body.password);
  if (!tokens?.refreshToken) throw new UnauthorizedError();
  return sessionFor(tokens, tokens.refreshToken);
});
