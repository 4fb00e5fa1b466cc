import { randomBytes } from 'node:crypto';
import { isConditionFailure, table, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';
import { hashToken } from './tokens';

/**
 * Private calendar subscriptions (the iCalendar feed a person adds to Google or Outlook). The
 * address carries a random token (32 bytes, base64url) that exists only in that address: the table
 * keeps its SHA-256, globally (`CALFEED#{hash}` / `CALFEED`, the feed route knows no firm), holding
 * the firm and person it opens, and the person's current one beside their record
 * (`T#{sid}` / `CALFEED#{uid}`). A new token replaces the previous one in one transaction, on the
 * condition that the previous one is still the one read; revoking deletes both items.
 */
export type FeedSubscription = { hash: string; createdAt: string };
export type FeedOwner = { structureId: string; userId: string };

const tokenKey = (hash: string) => ({ pk: `CALFEED#${hash}`, sk: 'CALFEED' });
const ownerKey = (structureId: string, userId: string) => ({ pk: firmPk(structureId), sk: `CALFEED#${userId}` });

export const currentFeed = async (structureId: string, userId: string): Promise<FeedSubscription | undefined> => {
  const item = await table.get(ownerKey(structureId, userId), { consistent: true });
  return item && { hash: item.hash as string, createdAt: item.createdAt as string };
};

const replaceWrites = (owner: FeedOwner, previous: FeedSubscription | undefined, next?: FeedSubscription): TransactItem[] => [
  ...(previous ? [{ Delete: { Key: tokenKey(previous.hash) } }] : []),
  ...(next
    ? [
        {
          Put: {
            Item: { ...tokenKey(next.hash), type: 'CALENDAR_FEED', ...owner, createdAt: next.createdAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            Item: { ...ownerKey(owner.structureId, owner.userId), type: 'CALENDAR_FEED_OWNER', ...next },
            ConditionExpression: previous ? '#hash = :previous' : 'attribute_not_exists(pk)',
            ...(previous
              ? { ExpressionAttributeNames: { '#hash': 'hash' }, ExpressionAttributeValues: { ':previous': previous.hash } }
              : {}),
          },
        },
      ]
    : [
        {
          Delete: {
            Key: ownerKey(owner.structureId, owner.userId),
            ConditionExpression: '#hash = :previous',
            ExpressionAttributeNames: { '#hash': 'hash' },
            ExpressionAttributeValues: { ':previous': previous?.hash ?? '' },
          },
        },
      ]),
];

/**
 * A new token for the person, replacing `previous` (the one read); undefined when someone changed
 * the subscription meanwhile. Answers the token, to be shown to the person and kept nowhere.
 */
export const replaceFeedToken = async (owner: FeedOwner, previous: FeedSubscription | undefined, createdAt: string) => {
  const token = randomBytes(32).toString('base64url');
  const next = { hash: hashToken(token), createdAt };
  try {
    await table.transact(replaceWrites(owner, previous, next));
    return { token, subscription: next };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** Revokes the person's current token (the one read); false when it changed meanwhile. */
export const revokeFeedToken = async (owner: FeedOwner, previous: FeedSubscription): Promise<boolean> => {
  try {
    await table.transact(replaceWrites(owner, previous));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Whose feed a token opens, if it is a live one. */
export const feedOwner = async (token: string): Promise<FeedOwner | undefined> => {
  const item = await table.get(tokenKey(hashToken(token)));
  return item && { structureId: item.structureId as string, userId: item.userId as string };
};
