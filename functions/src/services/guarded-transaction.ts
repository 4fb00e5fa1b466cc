import { cancellationCodes, transact, type TransactItem } from '../db/transactions';
import type { AppError } from '../errors';

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
 * (including a condition without an error) are rethrown as they came.
 */
export const commit = async (writes: readonly GuardedWrite[], { onContention }: CommitOptions = {}): Promise<void> => {
  try {
    await transact(writes.map((w) => w.write));
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const failed = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [writes[index]] : []));
    const known = failed.find((w) => w?.onConditionFailure)?.onConditionFailure?.();
    if (known) throw known;
    if (onContention && codes.includes('TransactionConflict')) throw onContention();
    throw error;
  }
};

/** The write as part of a transaction, with no error of its own. */
export const plain = (write: TransactItem): GuardedWrite => ({ write });
export const MAX_TRANSACTION_WRITES = 100;
