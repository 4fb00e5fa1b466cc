import { table, type TransactItem } from '../adapters/table';
import { ConflictError, ServiceUnavailableError, type AppError } from '../errors';

/** A write of a transaction and, when its condition is what failed, the error to answer. */
export type GuardedWrite = { write: TransactItem; onConditionFailure?: () => AppError };

type Cancelled = { name?: string; CancellationReasons?: { Code?: string }[] };

/**
 * Runs the writes as one transaction (all or nothing). When DynamoDB cancels it because a
 * condition failed, answers the error of the first failing write that names one; other failures
 * (including a condition without an error) are rethrown as they came.
 */
export const commit = async (writes: readonly GuardedWrite[]): Promise<void> => {
  try {
    await table.transact(writes.map((w) => w.write));
  } catch (error) {
    const { name, CancellationReasons: reasons = [] } = error as Cancelled;
    if (name !== 'TransactionCanceledException') throw error;
    const failed = reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [writes[index]] : []));
    const known = failed.find((w) => w?.onConditionFailure)?.onConditionFailure?.();
    throw known ?? error;
  }
};

/** The write as part of a transaction, with no error of its own. */
export const plain = (write: TransactItem): GuardedWrite => ({ write });
export const MAX_TRANSACTION_WRITES = 100;

/**
 * What a transaction's condition was written against changed between the read and the write (a
 * concurrent Perform, delete…): `withFreshReads` reads again and decides again.
 */
export class StaleReadError extends ConflictError {}

const collided = (error: unknown) => {
  const { name, CancellationReasons: reasons = [] } = error as Cancelled;
  return (
    error instanceof StaleReadError || (name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict'))
  );
};

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
