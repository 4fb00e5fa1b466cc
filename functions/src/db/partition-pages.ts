import { table, type Item } from '../adapters/table';
import { sortKeyPrefix } from './keys';

/**
 * One page of the items of a partition whose sort key begins with `prefix`, in sort-key order
 * (`'ascending'`) or highest first (`'newestFirst'`, for keys that sort by time): `limit` items
 * after the one whose sort key is `afterSk`. One Query of `limit + 1` items, so that `more` is
 * known without an empty last page; consistent, because a screen reads the page again right after
 * adding to it. Its cost follows the page, not the partition.
 */
export const partitionPage = async (order: 'ascending' | 'newestFirst', pk: string, prefix: string, limit: number, afterSk?: string) => {
  const { items } = await table.query({
    ...sortKeyPrefix(pk, prefix),
    ScanIndexForward: order === 'ascending',
    Limit: limit + 1,
    ExclusiveStartKey: afterSk === undefined ? undefined : { pk, sk: afterSk },
    ConsistentRead: true,
  });
  const page: Item[] = items.slice(0, limit);
  return { items: page, lastSk: items.length > limit ? page.at(-1)?.sk : undefined };
};

/**
 * Every item of one key of a global index whose sort key begins with a day from `from` to `to`
 * (inclusive), in sort-key order: the dashboard's and the digest's readers of a week or a day.
 */
export const indexDayRange = async (index: 'gsi1' | 'gsi2', pk: string, from: string, to: string): Promise<Item[]> => {
  return table.queryAll({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk AND ${index}sk BETWEEN :from AND :to`,
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': `${to}~` },
  });
};
