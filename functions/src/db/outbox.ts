import type { Mail } from '../adapters/mailer';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { firmPk, newId } from './keys';

/**
 * The outbox: every email the product sends is first an item of the sending firm's partition
 * `T#{sid}#OUTBOX`, put in the transaction of the change that causes it, then delivered by the
 * outbox worker (jobs/outbox.ts). An item waiting for delivery is in gsi1 under `OUTBOX#DUE` by the
 * time it is due (`{dueAt}#{sid}#{id}`), so the worker finds due items with one Query; a delivered
 * one leaves the index, loses its content (links with single-use tokens must not outlive their
 * email) and keeps what proves it was sent once (`messageId`, `sentAt`) for 30 days (ttl).
 *
 * One delivery per item: a worker first claims the item (`lease`, on condition that it is due and
 * nobody holds an unexpired lease), and only the holder of the lease records the outcome.
 */
export type OutboxState = 'PENDING' | 'SENT';
export type OutboxEntry = {
  structureId: string;
  id: string;
  etat: OutboxState;
  createdAt: string;
  dueAt: string;
  attempts: number;
  mail?: Mail;
  to: string;
  subject: string;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
  lease?: string;
};

const SENT_KEPT_SECONDS = 30 * 24 * 3600;
const DUE_INDEX = 'OUTBOX#DUE';
const pk = (structureId: string) => `${firmPk(structureId)}#OUTBOX`;
const dueSk = (dueAt: string, structureId: string, id: string) => `${dueAt}#${structureId}#${id}`;

const fromItem = (item: Item): OutboxEntry => ({
  structureId: item.structureId as string,
  id: item.sk,
  etat: item.etat as OutboxState,
  createdAt: item.createdAt as string,
  dueAt: item.dueAt as string,
  attempts: (item.attempts as number | undefined) ?? 0,
  mail: item.mail as Mail | undefined,
  to: item.to as string,
  subject: item.subject as string,
  sentAt: item.sentAt as string | undefined,
  messageId: item.messageId as string | undefined,
  lastError: item.lastError as string | undefined,
  lease: item.lease as string | undefined,
});

/** The write that queues `mail` (due now), to commit in the transaction of the change that causes it. */
export const queueMail = (structureId: string, mail: Mail, now: Date): TransactItem => {
  const id = newId(now);
  const at = now.toISOString();
  return {
    Put: {
      Item: {
        pk: pk(structureId),
        sk: id,
        type: 'OUTBOX',
        structureId,
        etat: 'PENDING',
        createdAt: at,
        dueAt: at,
        attempts: 0,
        to: mail.to,
        subject: mail.subject,
        mail,
        gsi1pk: DUE_INDEX,
        gsi1sk: dueSk(at, structureId, id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
};

/** A reference to an item, as the due index and the table's stream name it. */
export type OutboxRef = { structureId: string; id: string };

/** Where the next page of due items starts (opaque). */
export type DueCursor = Record<string, unknown>;

/**
 * A page of the items due at `now` (oldest first), at most `limit`, from `start`, and where the next
 * page starts (none after the last). The index is eventually consistent: the claim decides.
 */
export const dueMail = async (now: Date, limit: number, start?: DueCursor): Promise<{ refs: OutboxRef[]; next?: DueCursor }> => {
  const { items, next } = await table.query({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':due': DUE_INDEX, ':now': `${now.toISOString()}~` },
    Limit: limit,
    ExclusiveStartKey: start,
  });
  return { refs: items.map((item) => ({ structureId: item.structureId as string, id: item.sk })), next };
};

/** The oldest waiting item's creation time (the outbox's age, for the alarm), or undefined when none waits. */
export const oldestDue = async (): Promise<string | undefined> => {
  const { items } = await table.query({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :due',
    ExpressionAttributeValues: { ':due': DUE_INDEX },
    Limit: 1,
  });
  return items[0]?.createdAt as string | undefined;
};

/** The outbox item a stream record's keys (`{ pk: { S }, sk: { S } }`) name, or undefined for another kind of item. */
export const outboxRefOf = (keys: Record<string, { S?: string }> | undefined): OutboxRef | undefined => {
  const match = /^T#(.+)#OUTBOX$/.exec(keys?.pk?.S ?? '');
  const id = keys?.sk?.S;
  return match && id ? { structureId: match[1]!, id } : undefined;
};

/**
 * Claims a due item for `leaseMs`: answers it with its content, or undefined when it is sent, not
 * due yet, or another worker holds it. The attempt is counted now.
 */
export const claimMail = async ({ structureId, id }: OutboxRef, now: Date, leaseMs: number): Promise<OutboxEntry | undefined> => {
  const at = now.toISOString();
  try {
    const attributes = await table.update({
      Key: { pk: pk(structureId), sk: id },
      UpdateExpression: 'SET lease = :until ADD attempts :one',
      ConditionExpression: 'etat = :pending AND dueAt <= :now AND (attribute_not_exists(lease) OR lease < :now)',
      ExpressionAttributeValues: {
        ':until': new Date(now.getTime() + leaseMs).toISOString(),
        ':one': 1,
        ':pending': 'PENDING',
        ':now': at,
      },
      ReturnValues: 'ALL_NEW',
    });
    return attributes && fromItem(attributes as Item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

const heldBy = (entry: OutboxEntry) => ({ ConditionExpression: 'lease = :lease', lease: entry.lease });

/** Records the delivery (only while the claim holds): out of the due index, content dropped, kept 30 days. */
export const markMailSent = async (entry: OutboxEntry, messageId: string, now: Date): Promise<void> => {
  const { ConditionExpression, lease } = heldBy(entry);
  await table.update({
    Key: { pk: pk(entry.structureId), sk: entry.id },
    UpdateExpression: 'SET etat = :sent, sentAt = :now, messageId = :mid, #ttl = :ttl REMOVE mail, lease, gsi1pk, gsi1sk, lastError',
    ConditionExpression,
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':sent': 'SENT',
      ':now': now.toISOString(),
      ':mid': messageId,
      ':ttl': Math.ceil(now.getTime() / 1000) + SENT_KEPT_SECONDS,
      ':lease': lease,
    },
  });
};

/** Records a failed attempt (only while the claim holds): due again at `retryAt`. */
export const markMailFailed = async (entry: OutboxEntry, retryAt: Date, error: string): Promise<void> => {
  const { ConditionExpression, lease } = heldBy(entry);
  const dueAt = retryAt.toISOString();
  await table.update({
    Key: { pk: pk(entry.structureId), sk: entry.id },
    UpdateExpression: 'SET dueAt = :due, gsi1sk = :sk, lastError = :error REMOVE lease',
    ConditionExpression,
    ExpressionAttributeValues: {
      ':due': dueAt,
      ':sk': dueSk(dueAt, entry.structureId, entry.id),
      ':error': error.slice(0, 500),
      ':lease': lease,
    },
  });
};

/** A firm's outbox, every item (audits and tests: the load run checks each was delivered once). */
export const firmOutbox = async (structureId: string): Promise<OutboxEntry[]> =>
  (
    await table.queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk(structureId) },
      ConsistentRead: true,
    })
  ).map(fromItem);
