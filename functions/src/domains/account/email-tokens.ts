import type { MessageCode } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import { identity } from '../../adapters/identity';
import { isSpentLink, restoreToken, spendToken, type LiveToken, type TokenKind } from '../../db/tokens';
import { ConflictError, type AppError } from '../../errors';

const SPENT_MESSAGES: Record<TokenKind, MessageCode> = {
  INVITATION: 'invitation_used',
  VERIFY_EMAIL: 'email_already_verified',
  RESET: 'reset_link_used',
};

/**
 * The refusal of an email link that no longer works: 409 `link_used` when it already did its work
 * (the message says what happened and to sign in), else `otherwise` (unknown, expired, voided).
 */
export const refusedLink = async (kind: TokenKind, token: string, otherwise: AppError): Promise<AppError> =>
  (await isSpentLink(kind, token)) ? new ConflictError(SPENT_MESSAGES[kind], 'token', 'link_used') : otherwise;

/**
 * Spends the token (db/tokens.ts `spendToken`: once, even under concurrent use) and sets the
 * person's password; false when it was spent, expired or voided meanwhile. If Cognito then fails,
 * the token is put back so the link still works, and the error goes on.
 */
export const redeemToken = async (live: LiveToken, password: string, language?: Language): Promise<boolean> => {
  if (!(await spendToken(live, language))) return false;
  try {
    await identity.setPassword(live.user.email, password);
  } catch (error) {
    await restoreToken(live.entry).catch(() => undefined);
    throw error;
  }
  return true;
};
