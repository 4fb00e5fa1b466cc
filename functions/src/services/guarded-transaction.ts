import { table, type TransactItem } from '../adapters/table';
import type { AppError } from '../errors';

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
