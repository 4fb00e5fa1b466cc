import { cancellationCodes, isConditionFailure, table, type Item, type Key, type TransactItem } from '../adapters/table';
import { accountIndexOf } from './appointments';
import { firmPk, sortKeyPrefix } from './keys';
import { MARKER_PREFIX, totalKey } from './messages';

/**
 * Stored-only attributes renamed to follow the naming rule (access-patterns.md, "Attribute
 * names"): by the kind of item that holds them (its `type`; the firm's unread total has none), each
 * name items written before hold, and the name it takes.
 */
export const RENAMED = {
  DOSSIER: {
    messagesCabinet: 'staffMessageCount',
    messagesClient: 'clientMessageCount',
    dernierMessage: 'lastMessageId',
    lusCabinet: 'staffReadCount',
    lusCabinetJusqua: 'staffReadTo',
    lusCabinetLe: 'staffReadAt',
    lusClientsJusqua: 'clientReadTo',
    lusClientsLe: 'clientReadAt',
    notifieCabinetLe: 'staffNotifiedAt',
    notifieClientLe: 'clientNotifiedAt',
  },
  MESSAGE_MARKER: { lus: 'readCount', jusqua: 'readTo' },
  UNREAD_TOTAL: { nonLus: 'unreadCount' },
  MESSAGE: { cote: 'side' },
  CLIENT: { estClient: 'isClient' },
  OUTBOX: { etat: 'state' },
  APPOINTMENT: { idCompteClient: 'clientAccountId' },
  ALERT_KEY: { idAlert: 'alertId' },
} as const satisfies Record<string, Record<string, string>>;

export type RenamedKind = keyof typeof RENAMED;
/** Items rewritten, by kind. */
export type RenameCounts = Partial<Record<RenamedKind, number>>;

const renamesOf = (kind: RenamedKind): [string, string][] => Object.entries(RENAMED[kind]);
const holdsOldNames = (item: Item, kind: RenamedKind) => renamesOf(kind).some(([old]) => item[old] !== undefined);
const kindOf = (item: Item): RenamedKind | undefined => {
  const kind = item.sk === totalKey('').sk ? 'UNREAD_TOTAL' : (item.type as string);
  return kind in RENAMED ? (kind as RenamedKind) : undefined;
};
/** The firm of a key of its data (`T#{sid}#…`), cut before `marker`. */
const firmOf = (pk: string, marker: string) => pk.slice(firmPk('').length, pk.lastIndexOf(marker));

/** An UpdateItem's expressions, gathered attribute by attribute. */
const updateOf = () => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const set: string[] = [];
  const add: string[] = [];
  const remove: string[] = [];
  const conditions: string[] = [];
  const name = (attribute: string) => {
    const ref = Object.keys(names).find((key) => names[key] === attribute) ?? `#a${Object.keys(names).length}`;
    names[ref] = attribute;
    return ref;
  };
  const value = (v: unknown) => {
    const ref = `:v${Object.keys(values).length}`;
    values[ref] = v;
    return ref;
  };
  return {
    name,
    value,
    set,
    add,
    remove,
    conditions,
    /** The condition that `attribute` holds `v` as read (absent when undefined). */
    asRead: (attribute: string, v: unknown) =>
      v === undefined ? `attribute_not_exists(${name(attribute)})` : `${name(attribute)} = ${value(v)}`,
    /** The UpdateItem of the item at `Key`. */
    on: (Key: Key) => ({
      Key,
      UpdateExpression: [
        set.length && `SET ${set.join(', ')}`,
        add.length && `ADD ${add.join(', ')}`,
        remove.length && `REMOVE ${remove.join(', ')}`,
      ]
        .filter(Boolean)
        .join(' '),
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    }),
  };
};
type Update = ReturnType<ReturnType<typeof updateOf>['on']>;

/**
 * The write that renames an item's old attributes, on the condition that the item is as read:
 * each old value moves to its new name, unless a value was written there since the deploy (then
 * the newer one stays and the old one goes). The firm's unread total adds its old count to
 * whatever was counted under the new name since (both count the same messages, ADDed +1 and −n),
 * and an appointment whose write since the deploy dropped it from its client account's index
 * (gsi2, written from the new name) is put back there. Undefined when nothing is old.
 */
const renameUpdate = (kind: RenamedKind, item: Item): Update | undefined => {
  if (!holdsOldNames(item, kind)) return undefined;
  const update = updateOf();
  for (const [old, next] of renamesOf(kind)) {
    if (item[old] === undefined) continue;
    update.conditions.push(update.asRead(old, item[old]));
    if (kind === 'UNREAD_TOTAL') update.add.push(`${update.name(next)} ${update.value(item[old])}`);
    else {
      update.conditions.push(update.asRead(next, item[next]));
      if (item[next] === undefined) update.set.push(`${update.name(next)} = ${update.value(item[old])}`);
    }
    update.remove.push(update.name(old));
  }
  if (kind === 'APPOINTMENT' && item.gsi2pk === undefined) {
    const index: Record<string, unknown> = accountIndexOf(firmOf(item.pk, '#RDV#'), {
      clientAccountId: (item.clientAccountId ?? item.idCompteClient) as string,
      date: item.date as string,
      debut: item.debut as string,
      id: item.id as string,
    });
    update.conditions.push(update.asRead('gsi2pk', undefined));
    for (const [attribute, v] of Object.entries(index)) update.set.push(`${update.name(attribute)} = ${update.value(v)}`);
  }
  return update.on({ pk: item.pk, sk: item.sk });
};

const sum = (a: unknown, b: unknown) => (a === undefined && b === undefined ? undefined : Number(a ?? 0) + Number(b ?? 0));

/**
 * The writes that rename a thread's counters and marks, for one transaction, with the kind of each
 * item rewritten: the dossier's record (`META`) and the thread's read markers (`LU#`), each as
 * read, and the firm's unread total when it must change. A count written under a new name since
 * the deploy counted from nothing: the messages' counts add up the two. A mark the staff or a
 * client set since then read up to a message written since, so every older message too: the
 * staff's count of messages read adds the older client messages, a marker put anew the older staff
 * messages, and the firm's total loses the older client messages that reading left unread. Ids and
 * times keep the newer value. Undefined when the record holds no old name.
 */
const threadWrites = (meta: Item, markers: readonly Item[]): { writes: TransactItem[]; kinds: RenamedKind[] } | undefined => {
  if (!holdsOldNames(meta, 'DOSSIER')) return undefined;
  const staffReadSince = meta.staffReadCount !== undefined;
  const merged: Record<string, unknown> = {
    staffMessageCount: sum(meta.messagesCabinet, meta.staffMessageCount),
    clientMessageCount: sum(meta.messagesClient, meta.clientMessageCount),
    staffReadCount: staffReadSince ? sum(meta.staffReadCount, meta.messagesClient) : meta.lusCabinet,
  };
  const update = updateOf();
  for (const [old, next] of renamesOf('DOSSIER')) {
    update.conditions.push(update.asRead(old, meta[old]), update.asRead(next, meta[next]));
    const value = next in merged ? merged[next] : (meta[next] ?? meta[old]);
    if (value !== undefined && value !== meta[next]) update.set.push(`${update.name(next)} = ${update.value(value)}`);
    if (meta[old] !== undefined) update.remove.push(update.name(old));
  }
  const writes: TransactItem[] = [{ Update: update.on({ pk: meta.pk, sk: meta.sk }) }];
  const kinds: RenamedKind[] = ['DOSSIER'];
  const olderStaffMessages = Number(meta.messagesCabinet ?? 0);
  for (const marker of markers) {
    const rename = renameUpdate('MESSAGE_MARKER', marker);
    if (rename) {
      writes.push({ Update: rename });
      kinds.push('MESSAGE_MARKER');
    } else if (marker.readCount !== undefined && olderStaffMessages > 0) {
      const putAnew = updateOf();
      putAnew.conditions.push(putAnew.asRead('readCount', marker.readCount), putAnew.asRead('readTo', marker.readTo));
      putAnew.set.push(`${putAnew.name('readCount')} = ${putAnew.value(Number(marker.readCount) + olderStaffMessages)}`);
      writes.push({ Update: putAnew.on({ pk: marker.pk, sk: marker.sk }) });
      kinds.push('MESSAGE_MARKER');
    }
  }
  const leftUnread = staffReadSince ? Math.max(0, Number(meta.messagesClient ?? 0) - Number(meta.lusCabinet ?? 0)) : 0;
  if (leftUnread > 0) {
    const total = updateOf();
    total.add.push(`${total.name('unreadCount')} ${total.value(-leftUnread)}`);
    writes.push({ Update: total.on(totalKey(firmOf(meta.pk, '#D#'))) });
  }
  if (writes.length > 100) throw new Error(`attribute renames: the thread of ${meta.pk} has more read markers than a transaction holds`);
  return { writes, kinds };
};

/** A write that failed because the item changed since it was read: read again and decide again. */
const changedMeanwhile = (error: unknown) => isConditionFailure(error) || (cancellationCodes(error) ?? []).includes('TransactionConflict');

/**
 * `attempt` until it writes or finds nothing to write (answers the kinds of the items written),
 * reading again after a concurrent change.
 */
const untilWritten = async (attempt: () => Promise<RenamedKind[] | undefined>): Promise<RenamedKind[]> => {
  for (let round = 0; round < 10; round++) {
    try {
      return (await attempt()) ?? [];
    } catch (error) {
      if (!changedMeanwhile(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * (round + 1)));
    }
  }
  throw new Error('attribute renames: an item kept changing');
};

/** A dossier's thread (its record, read consistently with its read markers), renamed at once. */
const renameThread = (meta: Key) =>
  untilWritten(async () => {
    const [record, markers] = await Promise.all([
      table.get(meta, { consistent: true }),
      table.queryAll({ ...sortKeyPrefix(meta.pk, MARKER_PREFIX), ConsistentRead: true }),
    ]);
    const thread = record && threadWrites(record, markers);
    if (!thread) return undefined;
    await table.transact(thread.writes);
    return thread.kinds;
  });

/** One item, read again consistently, renamed (a read marker with its thread while its dossier's record holds old names). */
const renameItem = async (kind: RenamedKind, key: Key): Promise<RenamedKind[]> => {
  if (kind === 'DOSSIER') return renameThread(key);
  const thread = kind === 'MESSAGE_MARKER' ? await renameThread({ pk: key.pk, sk: 'META' }) : [];
  const item = await untilWritten(async () => {
    const read = await table.get(key, { consistent: true });
    const update = read && renameUpdate(kind, read);
    if (!update) return undefined;
    await table.update(update);
    return [kind];
  });
  return [...thread, ...item];
};

/** Items written at once. */
const AT_ONCE = 25;

/**
 * `npm run migrate:names` (`functions/migrate-names.ts`), once after deploying the renames: one
 * Scan of the table (consistent) for the items holding an old name, then each renamed by a
 * conditional write: first the dossiers' records with their threads' read markers, then the rest.
 * Running it again finds nothing. Answers the items rewritten, by kind.
 */
export const renameOldAttributes = async (): Promise<RenameCounts> => {
  const oldNames = [...new Set(Object.values(RENAMED).flatMap((renames) => Object.keys(renames)))];
  const found: { kind: RenamedKind; key: Key }[] = [];
  for await (const item of table.scan({
    FilterExpression: oldNames.map((_, i) => `attribute_exists(#o${i})`).join(' OR '),
    ProjectionExpression: 'pk, sk, #type',
    ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(oldNames.map((name, i) => [`#o${i}`, name])) },
    ConsistentRead: true,
  })) {
    const kind = kindOf(item);
    if (kind) found.push({ kind, key: { pk: item.pk, sk: item.sk } });
  }
  const counts: RenameCounts = {};
  for (const phase of [found.filter((f) => f.kind === 'DOSSIER'), found.filter((f) => f.kind !== 'DOSSIER')])
    for (let i = 0; i < phase.length; i += AT_ONCE)
      for (const kinds of await Promise.all(phase.slice(i, i + AT_ONCE).map(({ kind, key }) => renameItem(kind, key))))
        for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
};
