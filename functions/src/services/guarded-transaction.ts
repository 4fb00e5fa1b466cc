import { cancellationCodes, transact, type TransactItem } from '../db/transactions';
import { ConflictError, ServiceUnavailableError, type AppError } from '../errors';
import { pendingClaimWrite } from './idempotency';

/** A write of a transaction (built by an intent of db/) and, when its condition is what failed, the error to answer. */
export type GuardedWrite = { write: TransactItem; onConditionFailure?: () => AppError };

/**
 * `onContention`: the error to answer when DynamoDB cancels the transaction because another one
 * was writing the same items at that moment (without it, that failure is rethrown as it came).
 */
export type CommitOptions = { onContention?: () => AppError };

/**
 * Runs the writes as one transaction (all or nothing). When DynamoDB cancels it because a
 * condition failed, answers the error of the first failing write that names one; other failures
 * (including a condition without an error) are rethrown as they came. The first transaction of a
 * request with an `Idempotency-Key` also claims the key (services/idempotency.ts).
 */
export const commit = async (guarded: readonly GuardedWrite[], { onContention }: CommitOptions = {}): Promise<void> => {
  const claim = pendingClaimWrite();
  const writes = claim ? [...guarded, claim.write] : guarded;
  try {
    await transact(writes.map((w) => w.write));
    claim?.claimed();
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    // A request's claim of its Idempotency-Key failing says it all: the same request came first.
    const failed = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [writes[index]] : []));
    if (claim && failed.includes(claim.write)) throw claim.write.onConditionFailure!();
    const known = failed.find((w) => w?.onConditionFailure)?.onConditionFailure?.();
    if (known) throw known;
    if (onContention && codes.includes('TransactionConflict')) throw onContention();
    throw error;
  }
};

/** The write as part of a transaction, with no error of its own. */
export const plain = (write: TransactItem): GuardedWrite => ({ write });
export const MAX_TRANSACTION_WRITES = 100;

/**
 * What a transaction's condition was written against changed between the read and the write (a
 * concurrent Perform, delete…): `withFreshReads` reads again and decides again.
 */
export class StaleReadError extends ConflictError {
  constructor() {
    super('conflict', null);
  }
}

const collided = (error: unknown) => error instanceof StaleReadError || (cancellationCodes(error) ?? []).includes('TransactionConflict');

/**
 * Runs `attempt` (read, decide, commit) again when its transaction collided with a concurrent one
 * (DynamoDB's TransactionConflict) or found its reads stale, so that the answer is decided on what
 * the other request wrote; after `tries` collisions, 503 (try again later).
 */
export const withFreshReads = async <T>(attempt: () => Promise<T>, tries = 5): Promise<T> => {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!collided(error)) throw error;
      if (n >= tries) throw new ServiceUnavailableError();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * n));
    }
  }
};
