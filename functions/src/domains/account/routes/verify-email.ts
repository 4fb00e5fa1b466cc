import { verifyRegistration } from '../../../db/registrations';
import { findLiveToken } from '../../../db/tokens';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { refusedLink } from '../email-tokens';

/**
 * Verifies a new firm's address with the link of its registration email (24 hours, once): the firm
 * can sign in from now on. 409 link_used when it was used already; 400 token_invalid when the link
 * is unknown or expired.
 */
export const handler = defineHandler('account.verifyEmail', async ({ body }, { language }) => {
  const live = await findLiveToken('VERIFY_EMAIL', body.token);
  if (!live || !(await verifyRegistration(live))) {
    throw await refusedLink(
      'VERIFY_EMAIL',
      body.token,
      new BadRequestError('token_invalid', [fieldError('token', 'token_invalid', language)]),
    );
  }
  return { ok: true as const };
});
