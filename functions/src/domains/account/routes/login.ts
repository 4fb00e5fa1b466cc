import { UnauthorizedError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { sessionFor } from '../session';
import { checkFirmRequirement, signInWithSecondFactor } from '../two-factor';

export const handler = defineHandler('account.login', async ({ body }) => {
  const tokens = await signInWithSecondFactor(body.username.toLowerCase(), body.password, body);
  if (!tokens?.refreshToken) throw new UnauthorizedError();
  const session = await sessionFor(tokens, tokens.refreshToken);
  await checkFirmRequirement(session.idStructure, session.id, session.roles);
  return session;
});
