import { clock } from '../adapters/clock';
import { isConditionFailure, table, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * Use counts per period that cap what a caller can make the product send or reveal (invitation
 * emails of a firm per day, refused invitations of a firm per hour, reset emails of an address per
 * hour): one item per quota and period (`{name}#{period}`, e.g. `INVITATION#2026-11-22`) whose
 * `uses` count up on the condition that they are under the limit, so concurrent requests never pass
 * it together. The item leaves with its TTL a day after its period.
 */
export type QuotaOwner = { structureId: string } | { email: string };
export type Quota = { owner: QuotaOwner; name: string; per: 'hour' | 'day'; limit: number };
/** A use counted (and how to give it back), or none left until `retryAfter` seconds from now. */
export type QuotaAnswer = { taken: true; release: () => Promise<void> } | { taken: false; retryAfter: number };

const SECONDS = { hour: 3600, day: 86_400 } as const;

/** A firm's quotas in its partition `T#{sid}#QUOTA`; an address's in `QUOTA#{email}`. */
const pk = (owner: QuotaOwner) => ('structureId' in owner ? `${firmPk(owner.structureId)}#QUOTA` : `QUOTA#${owner.email.toLowerCase()}`);

/** The current UTC hour (`2026-11-22T09`) or day (`2026-11-22`), and when it ends (epoch seconds). */
const currentPeriod = (per: Quota['per']) => {
  const now = clock.epochSeconds();
  const start = now - (now % SECONDS[per]);
  const label = new Date(start * 1000).toISOString().slice(0, per === 'day' ? 10 : 13);
  return { label, now, end: start + SECONDS[per] };
};

/** Counts one use of the current period; when `limit` uses are already counted, counts nothing. */
export const takeQuota = async ({ owner, name, per, limit }: Quota): Promise<QuotaAnswer> => {
  const period = currentPeriod(per);
  const Key = { pk: pk(owner), sk: `${name}#${period.label}` };
  try {
    await table.update({
      Key,
      UpdateExpression: 'SET #type = :type, #ttl = if_not_exists(#ttl, :ttl) ADD #uses :one',
      ConditionExpression: 'attribute_not_exists(#uses) OR #uses < :limit',
      ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl', '#uses': 'uses' },
      ExpressionAttributeValues: { ':type': 'QUOTA', ':ttl': period.end + SECONDS.day, ':one': 1, ':limit': limit },
    });
  } catch (error) {
    if (isConditionFailure(error)) return { taken: false, retryAfter: period.end - period.now };
    throw error;
  }
  return { taken: true, release: () => releaseUse(Key) };
};

/**
 * A notice sent to an address at most once per `seconds`, over any such span (not per calendar
 * hour: two attempts a minute apart never both send): one item per address and notice
 * (`QUOTA#{email}` / `{name}`) holding `until`, put on the condition that there is none or its
 * `until` has passed, in the transaction that queues the email. A failed condition: the address
 * was told within the span, and nothing is sent; concurrent requests send one.
 */
export const claimNotice = (email: string, name: string, seconds: number): TransactItem => {
  const now = clock.epochSeconds();
  return {
    Put: {
      Item: { pk: pk({ email }), sk: name, type: 'QUOTA', until: now + seconds, ttl: now + seconds + SECONDS.day },
      ConditionExpression: 'attribute_not_exists(pk) OR #until <= :now',
      ExpressionAttributeNames: { '#until': 'until' },
      ExpressionAttributeValues: { ':now': now },
    },
  };
};

/** Gives back one use, counted for something that then failed (never below 0). */
const releaseUse = async (Key: { pk: string; sk: string }) => {
  await table.update({
    Key,
    UpdateExpression: 'ADD #uses :minusOne',
    ConditionExpression: '#uses > :zero',
    ExpressionAttributeNames: { '#uses': 'uses' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
};
