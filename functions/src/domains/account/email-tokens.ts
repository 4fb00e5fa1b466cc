import type { Language } from '@mizan/shared/roles';
import { identity } from '../../adapters/identity';
import { restoreToken, spendToken, type LiveToken } from '../../db/tokens';

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
