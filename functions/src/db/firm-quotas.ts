import { isConditionFailure, table } from '../adapters/table';
import { firmPk } from './keys';

/**
 * A firm's use counts per period, in the firm's partition `T#{sid}#QUOTA`: one item per quota and
 * period (`{name}#{period}`, e.g. `INVITATION#2026-11-22`) whose `uses` count up on the condition
 * that they are under the limit, so concurrent requests never pass it together. The item leaves
 * with its TTL once the period is over.
 */
const pk = (structureId: string) => `${firmPk(structureId)}#QUOTA`;

export type QuotaUse = { structureId: string; name: string; period: string; limit: number; expiresAt: number };

/** Counts one use of the period; false (nothing counted) when `limit` uses are already counted. */
export const takeQuota = async ({ structureId, name, period, limit, expiresAt }: QuotaUse): Promise<boolean> => {
  try {
    await table.update({
      Key: { pk: pk(structureId), sk: `${name}#${period}` },
      UpdateExpression: 'SET #type = :type, #ttl = if_not_exists(#ttl, :ttl) ADD #uses :one',
      ConditionExpression: 'attribute_not_exists(#uses) OR #uses < :limit',
      ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl', '#uses': 'uses' },
      ExpressionAttributeValues: { ':type': 'QUOTA', ':ttl': expiresAt, ':one': 1, ':limit': limit },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Gives back one use of the period, counted for something that then failed (never below 0). */
export const releaseQuota = ({ structureId, name, period }: Pick<QuotaUse, 'structureId' | 'name' | 'period'>) =>
  table.update({
    Key: { pk: pk(structureId), sk: `${name}#${period}` },
    UpdateExpression: 'ADD #uses :minusOne',
    ConditionExpression: '#uses > :zero',
    ExpressionAttributeNames: { '#uses': 'uses' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
