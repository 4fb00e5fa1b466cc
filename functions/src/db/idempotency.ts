import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * Idempotency keys (the `Idempotency-Key` header of the routes the table marks `idempotent`), in
 * the firm's partition `T#{sid}#IDEM` under `{caller}#{route}#{key}`: the key is claimed by a write
 * in the transaction of the change it guards (on condition that it is new, or older than 24 hours),
 * and the answer is recorded on it right after, for a retry to get the same answer. DynamoDB's TTL
 * removes it some time after `expiresAt`; until then `expiresAt` is what counts.
 */
export const IDEMPOTENCY_SECONDS = 24 * 3600;
export type IdempotencyScope = { structureId: string; userId: string; route: string; key: string };
export type IdempotencyRecord = { fingerprint: string; claimedAt: string; expiresAt: string; status?: number; answer?: string };

const keyOf = ({ structureId, userId, route, key }: IdempotencyScope) => ({
  pk: `${firmPk(structureId)}#IDEM`,
  sk: `${userId}#${route}#${key}`,
});

/** The live record of a key (consistent), or undefined when unknown or expired. */
export const findIdempotencyRecord = async (scope: IdempotencyScope, now: Date): Promise<IdempotencyRecord | undefined> => {
  const item = await table.get<Item & IdempotencyRecord>(keyOf(scope), { consistent: true });
  if (!item || item.expiresAt <= now.toISOString()) return undefined;
  return { fingerprint: item.fingerprint, claimedAt: item.claimedAt, expiresAt: item.expiresAt, status: item.status, answer: item.answer };
};

/** The claim of a key, to commit with the change it guards: fails its condition when a live claim exists. */
export const claimIdempotency = (scope: IdempotencyScope, fingerprint: string, now: Date): TransactItem => {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_SECONDS * 1000);
  return {
    Put: {
      Item: {
        ...keyOf(scope),
        type: 'IDEMPOTENCY',
        fingerprint,
        claimedAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        ttl: Math.ceil(expiresAt.getTime() / 1000),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    },
  };
};

/** Records the answer of the change a claim guarded (on the claim this request made). */
export const recordIdempotentAnswer = (scope: IdempotencyScope, claimedAt: string, status: number, answer: string) =>
  table.update({
    Key: keyOf(scope),
    UpdateExpression: 'SET #status = :status, answer = :answer',
    ConditionExpression: 'claimedAt = :claimed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':answer': answer, ':claimed': claimedAt },
  });
