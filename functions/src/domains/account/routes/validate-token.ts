import { findLiveToken } from '../../../db/tokens';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';

/** Tells the reset screen whose password the link resets; 400 token_invalid when it no longer works. */
export const handler = defineHandler('account.validateToken', async ({ query }, { language }) => {
  const live = await findLiveToken('RESET', query.token);
  if (!live) throw new BadRequestError('token_invalid', [fieldError('token', 'token_invalid', language)]);
  return { email: live.user.email };
});
