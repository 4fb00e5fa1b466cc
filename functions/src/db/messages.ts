import { monotonicFactory } from 'ulid';
import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierKey, dossierPk, type Dossier } from './dossiers';
import { firmPk } from './keys';
import { partitionPage } from './partition-pages';

/**
 * Lawyer–client messages. A message is an item of its dossier's partition, `MESSAGE#{id}`, its id a
 * ULID: the thread's order, stable within a millisecond. A thread has two sides (`side`): the
 * firm's staff (`CABINET`) and the dossier's clients (`CLIENT`).
 *
 * Unread counts are derived from counts that only grow, so they cannot drift:
 * - the dossier's `META` counts each side's messages (`staffMessageCount`, `clientMessageCount`)
 *   and holds the newest id (`lastMessageId`), all ADDed/SET in the message's own transaction, on
 *   the condition that the new id is after the newest: ids are then in commit order, so "read up
 *   to id X" and "read N messages" always agree;
 * - the firm's side reads for the whole firm: `staffReadCount` (client messages read) and
 *   `staffReadTo` on `META`; unread for the staff = `clientMessageCount - staffReadCount`. The
 *   firm's total (the sidebar's badge) is an item of its own, `T#{sid}` / `MESSAGES#NONLUS`
 *   (`unreadCount`), ADDed +1 by a client's message and −(newly read) by the staff's reading, in
 *   the same transactions;
 * - each client account reads for itself: `LU#{userId}` in the dossier's partition (`readCount`
 *   staff messages read, up to `readTo`); unread for that client = `staffMessageCount - readCount`.
 *   `clientReadTo` on `META` is the furthest any client read (a staff message is read once one of
 *   them opened it).
 * - `staffNotifiedAt` / `clientNotifiedAt`: the last notification email to that side (one per 15
 *   minutes while unread), set in the transaction of the message that sends it; `staffReadAt` /
 *   `clientReadAt`: when that side last read.
 * Stored-only attributes, English (access-patterns.md, "Attribute names"); the message's own
 * fields keep the specification's names.
 */
export type Side = 'CABINET' | 'CLIENT';
export type Message = {
  idMessage: string;
  idDossier: string;
  idAuteur: string;
  idTypeAuteur: string;
  auteur: string;
  side: Side;
  sujet: string;
  contenu: string;
  dateEnvoi: string;
};
export type ReadMarker = { idDossier: string; readCount: number; readTo: string };

/** A message's id: a ULID that grows within a millisecond too, so a process's messages keep their order. */
export const newMessageId = monotonicFactory();

const PREFIX = 'MESSAGE#';
const messageKey = (structureId: string, dossierId: string, messageId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `${PREFIX}${messageId}`,
});
/** The start of the sort keys of a thread's read markers, one per client account. */
export const MARKER_PREFIX = 'LU#';
const markerKey = (structureId: string, dossierId: string, userId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `${MARKER_PREFIX}${userId}`,
});
export const totalKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'MESSAGES#NONLUS' });

const MESSAGE_FIELDS = ['idMessage', 'idDossier', 'idAuteur', 'idTypeAuteur', 'auteur', 'side', 'sujet', 'contenu', 'dateEnvoi'] as const;
/** A message item's fields, and nothing else the item may hold. */
const fromItem = (item: Item): Message => Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, item[f]])) as unknown as Message;

/** The count of a side's messages on `META`, and the attribute of that side's last notification. */
const COUNT: Record<Side, 'staffMessageCount' | 'clientMessageCount'> = { CABINET: 'staffMessageCount', CLIENT: 'clientMessageCount' };
const NOTIFIED: Record<Side, 'staffNotifiedAt' | 'clientNotifiedAt'> = { CABINET: 'staffNotifiedAt', CLIENT: 'clientNotifiedAt' };

/** Messages the staff have not read in this dossier. */
export const staffUnread = (d: Dossier) => Math.max(0, (d.clientMessageCount ?? 0) - (d.staffReadCount ?? 0));
/** Staff messages this client (by their marker) has not read. */
export const clientUnread = (d: Dossier, marker: ReadMarker | undefined) =>
  Math.max(0, (d.staffMessageCount ?? 0) - (marker?.readCount ?? 0));
/** When the recipient side was last notified by email. */
export const lastNotified = (d: Dossier, recipient: Side) => d[NOTIFIED[recipient]];

/**
 * A new message of the dossier read as `read` (its `lastMessageId` is the newest the writer saw):
 * the message, its side's count and the newest id on `META` (the new id must sort after the
 * newest: else the write fails and is decided again with a new id), the firm's total for a
 * client's message, and, when `notifyAt` is given, the other side's notification time (on the
 * condition that it is still the one read, so two messages never both notify).
 */
export const addMessage = (structureId: string, message: Message, read: Dossier, notifyAt?: string): TransactItem[] => {
  const recipient: Side = message.side === 'CABINET' ? 'CLIENT' : 'CABINET';
  const notified = lastNotified(read, recipient);
  const names: Record<string, string> = { '#count': COUNT[message.side], '#last': 'lastMessageId' };
  const values: Record<string, unknown> = { ':one': 1, ':id': message.idMessage };
  const conditions = ['attribute_exists(pk)', '(attribute_not_exists(#last) OR #last < :id)'];
  let set = 'SET #last = :id';
  if (notifyAt) {
    names['#notified'] = NOTIFIED[recipient];
    values[':at'] = notifyAt;
    set += ', #notified = :at';
    if (notified) {
      values[':notified'] = notified;
      conditions.push('#notified = :notified');
    } else conditions.push('attribute_not_exists(#notified)');
  }
  const writes: TransactItem[] = [
    {
      Put: {
        Item: { ...messageKey(structureId, message.idDossier, message.idMessage), type: 'MESSAGE', ...message },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        Key: dossierKey(structureId, message.idDossier),
        UpdateExpression: `${set} ADD #count :one`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (message.side === 'CLIENT') {
    writes.push({
      Update: { Key: totalKey(structureId), UpdateExpression: 'ADD unreadCount :one', ExpressionAttributeValues: { ':one': 1 } },
    });
  }
  return writes;
};

/**
 * The firm's staff opened the thread of the dossier read as `read`: every client message counted
 * there is read. The mark moves only from the count read (a concurrent reading fails and decides
 * again), and the firm's total loses what became read. Nothing to write when nothing is new.
 */
export const markReadByStaff = (structureId: string, read: Dossier, at: string): TransactItem[] => {
  const newlyRead = staffUnread(read);
  if (!newlyRead) return [];
  const before = read.staffReadCount;
  return [
    {
      Update: {
        Key: dossierKey(structureId, read.id),
        UpdateExpression: 'SET staffReadCount = :count, staffReadTo = :last, staffReadAt = :at',
        ConditionExpression: before === undefined ? 'attribute_not_exists(staffReadCount)' : 'staffReadCount = :before',
        ExpressionAttributeValues: {
          ':count': read.clientMessageCount ?? 0,
          ':last': read.lastMessageId,
          ':at': at,
          ...(before === undefined ? {} : { ':before': before }),
        },
      },
    },
    {
      Update: { Key: totalKey(structureId), UpdateExpression: 'ADD unreadCount :less', ExpressionAttributeValues: { ':less': -newlyRead } },
    },
  ];
};

/**
 * A client opened the thread of the dossier read as `read`: their marker moves to the staff
 * messages counted there (only forward: a concurrent reading of theirs fails and decides again),
 * and `META`'s furthest client reading with it when it is further.
 */
export const markReadByClient = (
  structureId: string,
  userId: string,
  read: Dossier,
  marker: ReadMarker | undefined,
  at: string,
): TransactItem[] => {
  if (!clientUnread(read, marker) || !read.lastMessageId) return [];
  const last = read.lastMessageId;
  const writes: TransactItem[] = [
    {
      Put: {
        Item: {
          ...markerKey(structureId, read.id, userId),
          type: 'MESSAGE_MARKER',
          idDossier: read.id,
          readCount: read.staffMessageCount ?? 0,
          readTo: last,
        },
        ConditionExpression: marker?.readCount === undefined ? 'attribute_not_exists(readCount)' : 'readCount = :before',
        ExpressionAttributeValues: marker?.readCount === undefined ? undefined : { ':before': marker.readCount },
      },
    },
  ];
  if (!read.clientReadTo || read.clientReadTo < last) {
    writes.push({
      Update: {
        Key: dossierKey(structureId, read.id),
        UpdateExpression: 'SET clientReadTo = :last, clientReadAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(clientReadTo) OR clientReadTo < :last)',
        ExpressionAttributeValues: { ':last': last, ':at': at },
      },
    });
  }
  return writes;
};

const markerOf = (item: Item): ReadMarker => ({
  idDossier: item.idDossier as string,
  readCount: item.readCount as number,
  readTo: item.readTo as string,
});

/** A client account's marker on one dossier, read consistently (a reading decides on it). */
export const getReadMarker = async (structureId: string, dossierId: string, userId: string) => {
  const item = await table.get(markerKey(structureId, dossierId, userId), { consistent: true });
  return item && markerOf(item);
};

/** A client account's markers on several dossiers (their list), by dossier id. */
export const getReadMarkers = async (structureId: string, userId: string, dossierIds: readonly string[]) => {
  const items = dossierIds.length ? await table.batchGet(dossierIds.map((id) => markerKey(structureId, id, userId))) : [];
  return new Map(items.map((item) => [item.idDossier as string, markerOf(item)]));
};

/** The firm's unread client messages over all its dossiers. */
export const getUnreadTotal = async (structureId: string): Promise<number> => {
  const item = await table.get(totalKey(structureId));
  return Math.max(0, (item?.unreadCount as number | undefined) ?? 0);
};

/**
 * A page of a dossier's thread, newest first: `limit` messages before `beforeId` (the oldest the
 * reader has), or the newest. One Query of the page's size, whatever the thread's length.
 */
export const threadPage = async (structureId: string, dossierId: string, limit: number, beforeId?: string): Promise<Message[]> => {
  const { items } = await partitionPage(
    'newestFirst',
    dossierPk(structureId, dossierId),
    PREFIX,
    limit,
    beforeId && messageKey(structureId, dossierId, beforeId).sk,
  );
  return items.map(fromItem);
};
