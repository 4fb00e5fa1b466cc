import { createHash } from 'node:crypto';
import { isConditionFailure, table, type TransactItem } from '../adapters/table';
import { getEmailEntry, type EmailEntry } from './email-registry';
import { getUser, type User } from './users';

/**
 * The tries of a password, per address (services/password-tries.ts holds the rule): one global
 * item per address tried, `SIGNIN#{sha256(address)}` / `FAILURES`, whether an account has the
 * address or not (an unknown address is counted and locked alike, so the answers never tell them
 * apart; the hash keeps the addresses tried out of the key). It holds:
 * - `tries`, `windowStart`: the tries of the current window (epoch s), each taken before the
 *   password is checked, on the condition that fewer than the limit were taken in the window and
 *   the address is not locked, so that concurrent requests never check more than the limit;
 * - `lockedUntil`, `lockouts`, `lastLockAt`: the lock and how many came before it (the next one is
 *   longer); `noticeAt`: when the owner was last told;
 * - `lastFailureAt`, and `ttl` (two days after the last write).
 */
export type PasswordTries = {
  tries: number;
  windowStart: number;
  lockouts: number;
  lastLockAt?: number;
  noticeAt?: number;
};
/**
 * A try taken (the state it left, and whether it made the item: a try given back then removes it),
 * or none: the address is locked, or its window is full, until `retryAfter` seconds from now.
 */
export type TryAnswer = { taken: true; state: PasswordTries; created: boolean } | { taken: false; retryAfter: number };
export type TryRules = { now: number; limit: number; windowSeconds: number };

const KEEP_SECONDS = 2 * 24 * 3600;

/** The address as it signs in (case and surrounding spaces do not make another account). */
const normalised = (email: string) => email.trim().toLowerCase();
const pk = (email: string) => `SIGNIN#${createHash('sha256').update(normalised(email), 'utf8').digest('hex')}`;
const failuresKey = (email: string) => ({ pk: pk(email), sk: 'FAILURES' });
/** A key of the address's partition that nothing writes: the read an unknown address makes instead of its account's. */
const noAccountKey = (email: string) => ({ pk: pk(email), sk: 'ACCOUNT' });

const stateOf = (item: Record<string, unknown> | undefined): PasswordTries => ({
  tries: Number(item?.tries ?? 0),
  windowStart: Number(item?.windowStart ?? 0),
  lockouts: Number(item?.lockouts ?? 0),
  lastLockAt: item?.lastLockAt === undefined ? undefined : Number(item.lastLockAt),
  noticeAt: item?.noticeAt === undefined ? undefined : Number(item.noticeAt),
});

const NAMES = { '#tries': 'tries', '#windowStart': 'windowStart', '#lockedUntil': 'lockedUntil', '#ttl': 'ttl' };
const NOT_LOCKED = '(attribute_not_exists(#lockedUntil) OR #lockedUntil <= :now)';

/**
 * Takes one try of the address's password: the next of a live window (fewer than `limit` taken),
 * or the first of a new one; none while the address is locked or its window full (a consistent
 * read then says until when). Two concurrent first tries: one starts the window, the other
 * counts in it.
 */
export const takePasswordTry = async (email: string, { now, limit, windowSeconds }: TryRules): Promise<TryAnswer> => {
  const Key = failuresKey(email);
  const floor = now - windowSeconds;
  const ttl = now + KEEP_SECONDS;
  for (let round = 0; round < 3; round++) {
    try {
      const before = await table.update({
        Key,
        UpdateExpression: 'SET #type = :type, #tries = :one, #windowStart = :now, #ttl = :ttl',
        ConditionExpression: `(attribute_not_exists(#windowStart) OR #windowStart <= :floor) AND ${NOT_LOCKED}`,
        ExpressionAttributeNames: { ...NAMES, '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'SIGNIN_FAILURES', ':one': 1, ':now': now, ':floor': floor, ':ttl': ttl },
        ReturnValues: 'ALL_OLD',
      });
      return { taken: true, state: { ...stateOf(before), tries: 1, windowStart: now }, created: before === undefined };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      const next = await table.update({
        Key,
        UpdateExpression: 'SET #ttl = :ttl ADD #tries :one',
        ConditionExpression: `#windowStart > :floor AND #tries < :limit AND ${NOT_LOCKED}`,
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':floor': floor, ':limit': limit, ':ttl': ttl },
        ReturnValues: 'ALL_NEW',
      });
      return { taken: true, state: stateOf(next), created: false };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const item = await table.get(Key, { consistent: true });
    const lockedUntil = Number(item?.lockedUntil ?? 0);
    if (lockedUntil > now) return { taken: false, retryAfter: lockedUntil - now };
    const state = stateOf(item);
    // Full but not locked: the last tries are still being checked (their outcome locks or clears it) — a moment.
    if (state.windowStart > floor && state.tries >= limit)
      return { taken: false, retryAfter: Math.min(5, state.windowStart + windowSeconds - now) };
    // Changed between the writes and the read (a lock ended, a success cleared it): try again.
  }
  throw new Error('password tries: the counter kept changing');
};

/**
 * Gives back a try whose password was right but whose sign-in did not end in a session (a code
 * asked next, an address not verified), or that failed on another dependency: it proved nothing
 * wrong, and clears nothing either. The item the try made is removed (the table as before it),
 * unless another try was taken meanwhile.
 */
export const releasePasswordTry = async (email: string, windowStart: number, created: boolean): Promise<void> => {
  if (created) {
    try {
      await table.transact([
        {
          Delete: {
            Key: failuresKey(email),
            ConditionExpression: '#windowStart = :windowStart AND #tries <= :one',
            ExpressionAttributeNames: { '#tries': 'tries', '#windowStart': 'windowStart' },
            ExpressionAttributeValues: { ':windowStart': windowStart, ':one': 1 },
          },
        },
      ]);
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  try {
    await table.update({
      Key: failuresKey(email),
      UpdateExpression: 'ADD #tries :minusOne',
      ConditionExpression: '#windowStart = :windowStart AND #tries > :zero',
      ExpressionAttributeNames: { '#tries': 'tries', '#windowStart': 'windowStart' },
      ExpressionAttributeValues: { ':minusOne': -1, ':windowStart': windowStart, ':zero': 0 },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** Forgets the address's tries and locks: the right password signed in, or a reset link set a new one. */
export const clearPasswordTries = async (email: string): Promise<void> => {
  await table.transact([{ Delete: { Key: failuresKey(email) } }]);
};

/**
 * The account of an address, if one has it (the registry, then the person's record); for an
 * address no account has, the same two reads (the second on a key nothing writes), so that an
 * unknown address costs what a known one does.
 */
export const accountOfAddress = async (email: string): Promise<{ entry?: EmailEntry; user?: User }> => {
  const entry = await getEmailEntry(normalised(email));
  if (!entry) {
    await table.get(noAccountKey(email));
    return {};
  }
  return { entry, user: await getUser(entry.structureId, entry.userId) };
};

/** A failure noted on the counter, in the transaction that records it (every address has the same write). */
export const noteFailure = (email: string, now: number): TransactItem => ({
  Update: {
    Key: failuresKey(email),
    UpdateExpression: 'SET #type = :type, lastFailureAt = :now, #ttl = :ttl',
    ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':type': 'SIGNIN_FAILURES', ':now': now, ':ttl': now + KEEP_SECONDS },
  },
});

export type Lock = { until: number; lockouts: number; notice: boolean };

/**
 * Locks the address until `until` (the failure that used the window's last try), its window
 * closed; on the condition that the window read is still the one full of tries and no lock holds,
 * so that two failures never lock twice (nor send two emails). `notice`: the owner is emailed in
 * the same transaction.
 */
export const lockAddress = (email: string, now: number, read: PasswordTries, limit: number, lock: Lock): TransactItem => ({
  Update: {
    Key: failuresKey(email),
    UpdateExpression: `SET #lockedUntil = :until, lockouts = :lockouts, lastLockAt = :now, lastFailureAt = :now, #tries = :zero, #ttl = :ttl${
      lock.notice ? ', noticeAt = :now' : ''
    } REMOVE #windowStart`,
    ConditionExpression: `#windowStart = :windowStart AND #tries >= :limit AND ${NOT_LOCKED}`,
    ExpressionAttributeNames: NAMES,
    ExpressionAttributeValues: {
      ':until': lock.until,
      ':lockouts': lock.lockouts,
      ':now': now,
      ':zero': 0,
      ':ttl': Math.max(now, lock.until) + KEEP_SECONDS,
      ':windowStart': read.windowStart,
      ':limit': limit,
    },
  },
});
