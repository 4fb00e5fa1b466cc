import type { Language } from '@mizan/shared/roles';
import { log } from '../../runtime/log';
import { withPasswordTry, type PasswordTry } from '../../services/password-tries';

export type { PasswordTry };

/**
 * A route's password check, counted against the address (services/password-tries.ts: 5 failures in
 * 15 minutes lock it, with 429 and Retry-After); a failure that could not be recorded is logged.
 */
export const checkingPassword = <T>(
  email: string,
  { sourceIp, language }: { sourceIp?: string; language: Language },
  check: (attempt: PasswordTry) => Promise<T>,
): Promise<T> =>
  withPasswordTry(
    {
      email,
      ip: sourceIp,
      language,
      unrecorded: (cause: unknown) => log.error('password failure not recorded', { error: (cause as Error).name }),
    },
    check,
  );
