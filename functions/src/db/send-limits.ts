import { clock } from '../adapters/clock';
import { table, type Key } from '../adapters/table';
import { firmPk } from './keys';

/**
 * Hourly counters that cap what a caller can make the product send or reveal: password-reset
 * emails per address, refused invitations per firm. One item per subject and clock hour, `ADD 1`
 * (atomic under concurrency), removed by TTL a day later.
 */
const HOUR_MS = 3600_000;

const countThisHour = async (key: (hour: string) => Key): Promise<number> => {
  const now = clock.now().getTime();
  const hour = new Date(now - (now % HOUR_MS)).toISOString();
  const attributes = await table.update({
    Key: key(hour),
    UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl', '#type': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':ttl': Math.ceil((now + 25 * HOUR_MS) / 1000), ':type': 'SEND_LIMIT' },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(attributes?.count ?? 1);
};

/** Counts one more password-reset email to this address this hour; answers the count. */
export const countResetEmail = (email: string) => countThisHour((hour) => ({ pk: `LIMIT#RESET#${email.toLowerCase()}`, sk: hour }));

/** Counts one more refused invitation (an address already used elsewhere) of the firm this hour; answers the count. */
export const countInvitationRefusal = (structureId: string) =>
  countThisHour((hour) => ({ pk: firmPk(structureId), sk: `LIMIT#INVITE_REFUSAL#${hour}` }));
