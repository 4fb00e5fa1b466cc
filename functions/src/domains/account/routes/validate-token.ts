import { findLiveToken } from '../../../db/tokens';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { refusedLink } from '../email-tokens';

/** Tells the reset screen whose password the link resets; 409 link_used once it reset it, 400 token_invalid when it no longer works otherwise. */
export const handler = defineHandler('account.validateToken', async ({ query }, { language }) => {
  const live = await findLiveToken('RESET', query.token);
  if (!live)
    throw await refusedLink('RESET', query.token, new BadRequestError('token_invalid', [fieldError('token', 'token_invalid', language)]));
  return { email: live.user.email };
});
