import { table, type TransactItem } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/**
 * The daily digest's bookkeeping, in the firm's partition `T#{sid}#DIGEST`:
 * - `OFF#{uid}`: the person turned the digest off (absent: on);
 * - `SENT#{day}#{uid}`: the digest of that day (Casablanca) is claimed for that person, on
 *   condition that no one claimed it, so a job run twice sends one (in the transaction that queues
 *   the email); it also records the alert id
 *   the digest read up to (`upTo`), where the next digest's "court changes since" starts.
 * One Query of the partition's `OFF#` items gives the firm's opt-outs.
 */
const pk = (structureId: string) => `${firmPk(structureId)}#DIGEST`;

export const digestOptOuts = async (structureId: string): Promise<Set<string>> => {
  const { items } = await table.query({
    ...sortKeyPrefix(pk(structureId), 'OFF#'),
  });
  return new Set(items.map((item) => item.sk.slice('OFF#'.length)));
};

export const isDigestOn = async (structureId: string, userId: string) =>
  !(await table.get({ pk: pk(structureId), sk: `OFF#${userId}` }, { consistent: true }));

export const setDigest = async (structureId: string, userId: string, on: boolean) => {
  const key = { pk: pk(structureId), sk: `OFF#${userId}` };
  if (on) await table.batchWrite([{ delete: key }]);
  else await table.put({ ...key, type: 'DIGEST_OFF' });
};

/**
 * The claim of the person's digest of the day, on condition that no one claimed it (a job run twice
 * sends one): committed with the digest's outbox write, so a claim always has its email.
 */
export const claimDigest = (structureId: string, userId: string, day: string, upTo: string): TransactItem => ({
  Put: {
    Item: { pk: pk(structureId), sk: `SENT#${day}#${userId}`, type: 'DIGEST_SENT', upTo },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Where the person's last digest read up to (an alert id), looking back over the week before `day`. */
export const lastDigestUpTo = async (structureId: string, userId: string, days: readonly string[]): Promise<string | undefined> => {
  const items = await table.batchGet(days.map((day) => ({ pk: pk(structureId), sk: `SENT#${day}#${userId}` })));
  return items
    .map((item) => item.upTo as string)
    .sort()
    .at(-1);
};
