import type { Mail } from '../adapters/mailer';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { firmPk, newId } from './keys';

/**
 * The outbox: every email the product sends is first an item of the sending firm's partition
 * `T#{sid}#OUTBOX`, put in the transaction of the change that causes it, then delivered by the
 * outbox worker (jobs/outbox.ts). An item waiting for delivery is in gsi1 under `OUTBOX#DUE` by the
 * time it is due (`{dueAt}#{sid}#{id}`), so the worker finds due items with one Query; a delivered
 * one leaves the index, loses its content (links with single-use tokens must not outlive their
 * email; a grouped email's entries too) and keeps what proves it was sent once (`messageId`, `sentAt`) for 30 days (ttl).
 *
 * One delivery per item: a worker first claims the item (`lease`, on condition that it is due and
 * nobody holds an unexpired lease), and only the holder of the lease records the outcome.
 */
export type OutboxState = 'PENDING' | 'SENT';
export type OutboxEntry = {
  structureId: string;
  id: string;
  state: OutboxState;
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
  state: item.state as OutboxState,
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
        state: 'PENDING',
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

/**
 * A grouped email: the emails of one group (a lawyer's booking requests from one client) that come
 * within `windowMs` of the group's first make one item, `GROUP#{group}#{n}` (n: the window of that
 * length, counted from the epoch, the first one came in), due `windowMs` after that first email.
 * Each later email of the group finds it (the items of its own window and the one before, one
 * consistent BatchGet) and rewrites it (its `entries`, from which the caller composes the one
 * email, and the email) on the condition that it is still the version read, waiting and unclaimed.
 * One that is due, claimed or sent takes no more: the next email of the group starts a new item.
 */
export type MailGroup<T> = { id: string; entries: T[]; version: number; createdAt: string; dueAt: string };
export type MailGroupRead<T> = { open?: MailGroup<T>; newId?: string };

const groupId = (group: string, window: number) => `GROUP#${group}#${window}`;

/** The group's item that an email at `now` joins (`open`: waiting, never tried, not due), else the id a new one takes (`newId`), or neither (that id is taken). */
export const readMailGroup = async <T>(structureId: string, group: string, now: Date, windowMs: number): Promise<MailGroupRead<T>> => {
  const window = Math.floor(now.getTime() / windowMs);
  const ids = [groupId(group, window - 1), groupId(group, window)];
  const items = await table.batchGet(
    ids.map((sk) => ({ pk: pk(structureId), sk })),
    { consistent: true },
  );
  const at = now.toISOString();
  const open = items.find((item) => item.state === 'PENDING' && item.lease === undefined && !item.attempts && (item.dueAt as string) > at);
  if (open)
    return {
      open: {
        id: open.sk,
        entries: (open.entries as T[] | undefined) ?? [],
        version: (open.version as number | undefined) ?? 0,
        createdAt: open.createdAt as string,
        dueAt: open.dueAt as string,
      },
    };
  return items.some((item) => item.sk === ids[1]) ? {} : { newId: ids[1] };
};

/**
 * The write that puts the group's email with its `entries`: a new item (`read.newId`, due
 * `windowMs` from now) or the open one rewritten, on the condition that it is as read and still
 * waits unclaimed (a concurrent email of the group or the worker's claim fails it: read again).
 */
export const queueGroupedMail = <T>(
  structureId: string,
  read: { open: MailGroup<T> } | { newId: string },
  entries: readonly T[],
  mail: Mail,
  now: Date,
  windowMs: number,
): TransactItem => {
  const open = 'open' in read ? read.open : undefined;
  const id = open?.id ?? (read as { newId: string }).newId;
  const createdAt = open?.createdAt ?? now.toISOString();
  const dueAt = open?.dueAt ?? new Date(now.getTime() + windowMs).toISOString();
  const Item = {
    pk: pk(structureId),
    sk: id,
    type: 'OUTBOX',
    structureId,
    state: 'PENDING',
    createdAt,
    dueAt,
    attempts: 0,
    to: mail.to,
    subject: mail.subject,
    mail,
    entries: [...entries],
    version: (open?.version ?? 0) + 1,
    gsi1pk: DUE_INDEX,
    gsi1sk: dueSk(dueAt, structureId, id),
  };
  return open
    ? {
        Put: {
          Item,
          ConditionExpression: 'version = :read AND #state = :pending AND attribute_not_exists(lease) AND attempts = :none',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':read': open.version, ':pending': 'PENDING', ':none': 0 },
        },
      }
    : { Put: { Item, ConditionExpression: 'attribute_not_exists(pk)' } };
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
      ConditionExpression: '#state = :pending AND dueAt <= :now AND (attribute_not_exists(lease) OR lease < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
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

/** Runs a write conditioned on the claim: false when the claim is lost (its lease ended and another worker took the item). */
const whileHeld = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Records the delivery (only while the claim holds: false if lost): out of the due index, content dropped, kept 30 days. */
export const markMailSent = async (entry: OutboxEntry, messageId: string, now: Date): Promise<boolean> => {
  const { ConditionExpression, lease } = heldBy(entry);
  return whileHeld(() =>
    table.update({
      Key: { pk: pk(entry.structureId), sk: entry.id },
      UpdateExpression:
        'SET #state = :sent, sentAt = :now, messageId = :mid, #ttl = :ttl REMOVE mail, lease, gsi1pk, gsi1sk, lastError, entries',
      ConditionExpression,
      ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':sent': 'SENT',
        ':now': now.toISOString(),
        ':mid': messageId,
        ':ttl': Math.ceil(now.getTime() / 1000) + SENT_KEPT_SECONDS,
        ':lease': lease,
      },
    }),
  );
};

/** Records a failed attempt (only while the claim holds: false if lost): due again at `retryAt`. */
export const markMailFailed = async (entry: OutboxEntry, retryAt: Date, error: string): Promise<boolean> => {
  const { ConditionExpression, lease } = heldBy(entry);
  const dueAt = retryAt.toISOString();
  return whileHeld(() =>
    table.update({
      Key: { pk: pk(entry.structureId), sk: entry.id },
      UpdateExpression: 'SET dueAt = :due, gsi1sk = :sk, lastError = :error REMOVE lease',
      ConditionExpression,
      ExpressionAttributeValues: {
        ':due': dueAt,
        ':sk': dueSk(dueAt, entry.structureId, entry.id),
        ':error': error.slice(0, 500),
        ':lease': lease,
      },
    }),
  );
};
