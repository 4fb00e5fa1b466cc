import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { clock } from '../adapters/clock';
import { claimIdempotency, findIdempotencyRecord, recordIdempotentAnswer, type IdempotencyScope } from '../db/idempotency';
import { AppError, BadRequestError, ConflictError } from '../errors';
import type { GuardedWrite } from './guarded-transaction';

/**
 * Idempotent retries. A request to an `idempotent` route with an `Idempotency-Key` runs with a
 * pending claim of that key; the first transaction the request commits (`commit` in
 * guarded-transaction.ts asks `pendingClaimWrite`) carries the claim, so the change and the key
 * are written together or not at all. The answer is then recorded on the key: the same key from
 * the same person on the same route, within 24 hours, answers it again and writes nothing. A
 * retry that arrives while the first is still running waits a moment for its answer.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const WAIT_FOR_FIRST_MS = 3000;

type Claim = { scope: IdempotencyScope; fingerprint: string; claimedAt?: string };
const current = new AsyncLocalStorage<Claim>();

/** The same key sent again by another request than the one that claimed it. */
class DuplicateRequestError extends AppError {
  constructor() {
    super(409, 'conflict', 'idempotency_in_progress');
  }
}

/** `binary`: `body` is a file in base64 (never from an idempotent route, which answers JSON). */
export type StoredAnswer = { status: number; body: string; binary?: boolean };

export const fingerprintOf = (input: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(input ?? null))
    .digest('hex');

/** The claim write for the request's first transaction, if the request carries a key not yet claimed. */
export const pendingClaimWrite = (): { write: GuardedWrite; claimed: () => void } | undefined => {
  const claim = current.getStore();
  if (!claim || claim.claimedAt) return undefined;
  const now = clock.now();
  return {
    write: { write: claimIdempotency(claim.scope, claim.fingerprint, now), onConditionFailure: () => new DuplicateRequestError() },
    claimed: () => {
      claim.claimedAt = now.toISOString();
    },
  };
};

const storedAnswer = async (scope: IdempotencyScope, fingerprint: string): Promise<StoredAnswer | 'none' | 'running'> => {
  const record = await findIdempotencyRecord(scope, clock.now());
  if (!record) return 'none';
  if (record.fingerprint !== fingerprint) throw new ConflictError('idempotency_key_reused', 'Idempotency-Key');
  return record.status !== undefined && record.answer !== undefined ? { status: record.status, body: record.answer } : 'running';
};

const answerOfFirst = async (scope: IdempotencyScope, fingerprint: string): Promise<StoredAnswer> => {
  const until = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const found = await storedAnswer(scope, fingerprint);
    if (typeof found === 'object') return found;
    if (found === 'none' || Date.now() > until) throw new DuplicateRequestError();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Runs `handle` under the key (`undefined` key: runs it plainly). Answers the stored answer of a
 * key seen before, else the handler's, recorded on the key when its transaction claimed it.
 */
export const withIdempotencyKey = async (
  key: string | undefined,
  scope: Omit<IdempotencyScope, 'key'>,
  input: unknown,
  handle: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> => {
  if (key === undefined) return handle();
  if (!KEY_PATTERN.test(key)) throw new BadRequestError('idempotency_key_invalid');
  const claim: Claim = { scope: { ...scope, key }, fingerprint: fingerprintOf(input) };
  const found = await storedAnswer(claim.scope, claim.fingerprint);
  if (found === 'running') return answerOfFirst(claim.scope, claim.fingerprint);
  if (found !== 'none') return found;
  try {
    const answer = await current.run(claim, handle);
    if (claim.claimedAt) await recordIdempotentAnswer(claim.scope, claim.claimedAt, answer.status, answer.body);
    return answer;
  } catch (error) {
    if (error instanceof DuplicateRequestError) return answerOfFirst(claim.scope, claim.fingerprint);
    throw error;
  }
};
