import type { ActivityKind } from '@mizan/shared/schemas/activity';
import { table, type Item } from '../adapters/table';
import { firmPk, newId } from './keys';
import type { TransactItem } from './transactions';

/**
 * The firm's activity log: one item per event, never updated or deleted by the product (no intent
 * here does; in the cloud the functions' roles are denied UpdateItem and DeleteItem on these keys),
 * gone after a year by TTL.
 *
 * - `T#{sid}#ACTIVITY` / `{ISO time}#{ulid}`: the firm's log by time;
 * - gsi1 `T#{sid}#ACTIVITY#U#{uid}` / the same sort key: one person's (when the event names one);
 * - gsi2 `T#{sid}#ACTIVITY#K#{kind}` / the same sort key: one kind's.
 *
 * A person and a kind together read the person's index and keep the kind (a filter, pages read
 * until one is full). Day bounds are a `BETWEEN` on the sort key in every case.
 */
export type ActivityRecord = {
  kind: ActivityKind;
  at: string;
  /** The person who acted (for a failed sign-in, the account tried). */
  userId?: string;
  userName?: string;
  role?: string;
  ip?: string;
  /** What the event is about: a person's name and address, a document's file name, a setting's id. */
  subject?: string;
  /** Codes the screen words: fields changed, setting and change, role given, reason. */
  precisions: string[];
  /** Ids of what the event touched (document, dossier, person), for whoever reads the table. */
  refs?: Record<string, string>;
};

export type StoredActivity = ActivityRecord & { id: string };

const YEAR_SECONDS = 365 * 24 * 3600;
const logPk = (structureId: string) => `${firmPk(structureId)}#ACTIVITY`;
const personPk = (structureId: string, userId: string) => `${logPk(structureId)}#U#${userId}`;
const kindPk = (structureId: string, kind: string) => `${logPk(structureId)}#K#${kind}`;
/** A page cursor is the sort key of the page's last entry: `{ISO time}#{ulid}`. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9A-HJKMNP-TV-Z]{26}$/;
export const isActivityCursor = (value: string) => CURSOR.test(value);

const itemOf = (structureId: string, record: ActivityRecord): Item => {
  const id = newId(new Date(record.at));
  const sk = `${record.at}#${id}`;
  return {
    pk: logPk(structureId),
    sk,
    ...(record.userId ? { gsi1pk: personPk(structureId, record.userId), gsi1sk: sk } : {}),
    gsi2pk: kindPk(structureId, record.kind),
    gsi2sk: sk,
    type: 'ACTIVITY',
    id,
    ...record,
    ttl: Math.floor(Date.parse(record.at) / 1000) + YEAR_SECONDS,
  };
};

/** The entry as a write of its cause's transaction (a new key: `attribute_not_exists`, never an overwrite). */
export const activityWrite = (structureId: string, record: ActivityRecord): TransactItem => ({
  Put: { Item: itemOf(structureId, record), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** The entry on its own, for events that write nothing else (sign-ins, document views). */
export const putActivity = (structureId: string, record: ActivityRecord) =>
  table.put(itemOf(structureId, record), 'attribute_not_exists(pk)');

export type ActivityFilter = {
  userId?: string;
  kind?: ActivityKind;
  /** Instants (ISO, UTC): entries at or after `from`, before `to`. */
  from?: string;
  to?: string;
};

const toStored = (item: Item) => {
  const { id, kind, at, userId, userName, role, ip, subject, precisions, refs } = item as Item & StoredActivity;
  return { id, kind, at, userId, userName, role, ip, subject, precisions, refs };
};

/**
 * A page of the firm's log, newest first: `limit` entries after the cursor's, and the cursor of
 * the next page (undefined on the last). One Query of `limit + 1` items, except a person and a
 * kind together, which read the person's index until the page is full.
 */
export const activityPage = async (structureId: string, filter: ActivityFilter, limit: number, cursor?: string) => {
  const [index, pk] = filter.userId
    ? (['gsi1', personPk(structureId, filter.userId)] as const)
    : filter.kind
      ? (['gsi2', kindPk(structureId, filter.kind)] as const)
      : ([undefined, logPk(structureId)] as const);
  const pkName = index ? `${index}pk` : 'pk';
  const skName = index ? `${index}sk` : 'sk';
  const kindFilter = filter.userId && filter.kind ? filter.kind : undefined;
  const startOf = (sk: string): Record<string, unknown> => ({
    pk: logPk(structureId),
    sk,
    ...(index ? { [pkName]: pk, [skName]: sk } : {}),
  });
  const found: Item[] = [];
  let start = cursor ? startOf(cursor) : undefined;
  do {
    const { items, next } = await table.query({
      ...(index ? { IndexName: index } : { ConsistentRead: true }),
      KeyConditionExpression: `${pkName} = :pk AND ${skName} BETWEEN :from AND :to`,
      ...(kindFilter ? { FilterExpression: '#kind = :kind', ExpressionAttributeNames: { '#kind': 'kind' } } : {}),
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': filter.from ?? '0',
        // Before `to`: an entry's sort key continues after the instant (`…Z#ulid`), so `to` itself is excluded.
        ':to': filter.to ?? '~',
        ...(kindFilter ? { ':kind': kindFilter } : {}),
      },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: start,
    });
    found.push(...items);
    start = next;
  } while (start && found.length <= limit);
  const entries = found.slice(0, limit);
  const next = found.length > limit ? entries.at(-1)?.sk : undefined;
  return { entries: entries.map(toStored), next };
};
