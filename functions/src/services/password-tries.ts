import type { Language } from '@mizan/shared/roles';
import { clock } from '../adapters/clock';
import { config } from '../adapters/config';
import {
  accountOfAddress,
  clearPasswordTries,
  lockAddress,
  noteFailure,
  releasePasswordTry,
  takePasswordTry,
  type PasswordTries,
} from '../db/sign-in-failures';
import { fullName } from '../db/users';
import { ConflictError, TooManyRequestsError, type AppError } from '../errors';
import { activityEntry, personOrigin, type ActivityOrigin, type SignInFailure } from './activity-log';
import { accountLockedEmail } from './emails/account-locked';
import { commit, plain, type GuardedWrite } from './guarded-transaction';
import { emailWrite } from './outbox';

/**
 * Password guessing. Every route that checks a password (sign-in, two-factor setup, confirm and
 * disable, password change) takes a try of the address's password before checking it
 * (db/sign-in-failures.ts); the edge limits each source address on top (infra/rate-limits.ts).
 * - 5 failures in 15 minutes lock the address: 429 `account_locked` with `Retry-After`, for
 *   15 minutes, doubled at each further lock within a day (at most a day); while locked the
 *   password is not even checked.
 * - The lock is told to the account's owner by one email (at most one a day), in their language;
 *   a password reset still works and lifts it, and so does the end of its time.
 * - Every failure is in the firm's activity log (SIGN_IN_FAILED with its reason, ACCOUNT_LOCKED).
 * - A failure answers no sooner than FAILED_ANSWER_MS after the try began, after the same reads
 *   and writes whether or not an account has the address (an unknown address is counted and
 *   locked alike): the time and the answer do not tell accounts apart.
 */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const FIRST_LOCK_SECONDS = 15 * 60;
export const MAX_LOCK_SECONDS = 24 * 3600;
/** Locks within this time of the previous one are longer; a notice is sent at most once in it. */
const MEMORY_SECONDS = 24 * 3600;
/** Above the slowest failure's usual time (the identity provider's check, then the record). */
export const FAILED_ANSWER_MS = 400;

/** How long the next lock lasts after `state`'s locks. */
export const lockSeconds = (state: Pick<PasswordTries, 'lockouts' | 'lastLockAt'>, now: number) => {
  const before = state.lastLockAt !== undefined && state.lastLockAt > now - MEMORY_SECONDS ? state.lockouts : 0;
  return { seconds: Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** before), lockouts: before + 1 };
};

export type PasswordTry = {
  /**
   * The password (or the code after it) was wrong, or the account may not sign in: records the
   * failure (and the lock it completes) and answers `error`, to throw.
   */
  fail: (reason: SignInFailure, error: AppError) => Promise<AppError>;
};

/** The address tried, from where, in which language; and where a failure that could not be recorded is told (never to the caller). */
export type Who = { email: string; ip: string | undefined; language: Language; unrecorded: (cause: unknown) => void };

/**
 * Records a failure of the address (its reason), and the lock it completes when `state` says it
 * used the window's last try: the entries in the firm's log when an account has the address, the
 * owner's email once a day. Whatever the address, the same reads and one transaction.
 */
const recordFailure = async ({ email, ip, language }: Who, reason: SignInFailure, state?: PasswordTries) => {
  const now = clock.epochSeconds();
  const { entry, user } = await accountOfAddress(email);
  const origin: ActivityOrigin | undefined = user
    ? personOrigin(user, ip)
    : entry && { structureId: entry.structureId, userId: entry.userId, ip };
  const subject = entry?.email ?? email;
  const failure = origin && plain(activityEntry(origin, { kind: 'SIGN_IN_FAILED', subject, precisions: [reason] }));
  const noted: GuardedWrite[] = [plain(noteFailure(email, now)), ...(failure ? [failure] : [])];
  if (!state || state.tries < MAX_FAILURES) return commit(noted);

  const { seconds, lockouts } = lockSeconds(state, now);
  const minutes = String(Math.round(seconds / 60));
  const owner = user && user.actif && !user.deletedAt ? user : undefined;
  const notice = Boolean(owner) && (state.noticeAt === undefined || state.noticeAt <= now - MEMORY_SECONDS);
  const lock: GuardedWrite = {
    write: lockAddress(email, now, state, MAX_FAILURES, { until: now + seconds, lockouts, notice }),
    // Another request locked it first, or a success cleared it: this failure is recorded alone.
    onConditionFailure: () => new ConflictError('conflict', null),
  };
  const writes: GuardedWrite[] = [lock, ...(failure ? [failure] : [])];
  if (origin) writes.push(plain(activityEntry(origin, { kind: 'ACCOUNT_LOCKED', subject, precisions: [minutes] })));
  if (owner && notice) {
    const mail = accountLockedEmail(owner.email, owner.language ?? language, {
      recipientName: fullName(owner),
      minutes,
      link: `${config.appUrl}/forgot-password`,
    });
    writes.push(emailWrite(owner.idStructure, mail));
  }
  try {
    await commit(writes);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    await commit(noted);
  }
};

const waitUntil = async (at: number) => {
  const wait = at - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

/** A failure to record is logged, never answered: the caller's answer must not depend on it. */
const recorded = (who: Who, work: Promise<void>) => work.catch(who.unrecorded);

/**
 * Runs `check` (a route's password check and what follows it) with a try of `email`'s password:
 * 429 at once when the address is locked (recorded as a failure `locked`). In `check`, a failure
 * is `throw await attempt.fail(reason, error)`. Ending with an answer clears the address's
 * failures (the right password); ending with another error gives the try back. A failure or a
 * lock answers no sooner than FAILED_ANSWER_MS after the start.
 */
export const withPasswordTry = async <T>(who: Who, check: (attempt: PasswordTry) => Promise<T>): Promise<T> => {
  const started = Date.now();
  const taken = await takePasswordTry(who.email, { now: clock.epochSeconds(), limit: MAX_FAILURES, windowSeconds: FAILURE_WINDOW_SECONDS });
  if (!taken.taken) {
    await recorded(who, recordFailure(who, 'locked'));
    await waitUntil(started + FAILED_ANSWER_MS);
    throw new TooManyRequestsError('account_locked', taken.retryAfter, 'account_locked');
  }
  let failed = false;
  const attempt: PasswordTry = {
    fail: async (reason, error) => {
      failed = true;
      await recorded(who, recordFailure(who, reason, taken.state));
      return error;
    },
  };
  try {
    const result = await check(attempt);
    await clearPasswordTries(who.email);
    return result;
  } catch (error) {
    if (failed) await waitUntil(started + FAILED_ANSWER_MS);
    // The password was right but no session came of it (a code asked next, 403, 409), or another
    // dependency failed: the try proved nothing wrong and is given back.
    else await releasePasswordTry(who.email, taken.state.windowStart, taken.created).catch(() => undefined);
    throw error;
  }
};

/** A password reset set a new password: the address's failures and lock are over. */
export const forgetPasswordFailures = (email: string) => clearPasswordTries(email);
