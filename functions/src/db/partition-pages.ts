import { table, type Item } from '../adapters/table';

/**
 * One page of the items of a partition whose sort key begins with `prefix`, in sort-key order
 * (`'ascending'`) or highest first (`'newestFirst'`, for keys that sort by time): `limit` items
 * after the one whose sort key is `afterSk`. One Query of `limit + 1` items, so that `more` is
 * known without an empty last page; consistent, because a screen reads the page again right after
 * adding to it. Its cost follows the page, not the partition.
 */
export const partitionPage = async (order: 'ascending' | 'newestFirst', pk: string, prefix: string, limit: number, afterSk?: string) => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ScanIndexForward: order === 'ascending',
    Limit: limit + 1,
    ExclusiveStartKey: afterSk === undefined ? undefined : { pk, sk: afterSk },
    ConsistentRead: true,
  });
  const page: Item[] = items.slice(0, limit);
  return { items: page, lastSk: items.length > limit ? page.at(-1)?.sk : undefined };
};
