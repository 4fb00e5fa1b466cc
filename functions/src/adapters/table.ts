import type { QueryCommandInput, ScanCommandInput, TransactWriteCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { loadOnce } from './load-once';

export type Key = { pk: string; sk: string };
export type Item = Key & Record<string, unknown>;
type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
type WithoutTable<T> = T extends object ? Omit<T, 'TableName'> : never;
type Operations = TransactItems[number];
/** One write of a transaction, without the table name (the adapter adds it). */
export type TransactItem = {
  [K in keyof Operations]-?: { [P in K]: WithoutTable<NonNullable<Operations[K]>> };
}[keyof Operations];

/** Reads that must see every write acknowledged before them (strongly consistent: twice the read cost). */
export type ReadOptions = { consistent?: boolean };
/** One write of a BatchWriteItem: unconditional, not atomic with the others. */
export type BatchWrite = { put: Item } | { delete: Key };

/**
 * The SDK's client, imported on first use rather than with a function's entry (dynamodb-client.ts):
 * a request starts loading it as soon as it is known to be for a route (runtime/domain-handler.ts,
 * through db/connection.ts `prepareTable`), so that it loads while the token is checked; a request
 * refused before that (no such route, another origin, a body too large or not JSON) never loads
 * it. A failed load is tried again on the next call (load-once.ts; a file that could not be read,
 * not a module that failed while running, which Node keeps failed).
 */
export const loadTable = loadOnce(() => import('./dynamodb-client'));

/**
 * The single table. Requests read by key only (GetItem, Query, BatchGet): Scans are for one-shot
 * maintenance scripts, never on a request path. Only db/ uses it (ESLint holds the rule): keys and expressions are built by
 * the entity modules there.
 */
export const table = {
  async get<T extends Item>(key: Key, { consistent = false }: ReadOptions = {}): Promise<T | undefined> {
    const { client, GetCommand } = await loadTable();
    const { Item } = await client.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: consistent }));
    return Item as T | undefined;
  },

  async put(item: Item, condition?: string): Promise<void> {
    const { client, PutCommand } = await loadTable();
    await client.send(new PutCommand({ TableName: config.tableName, Item: item, ConditionExpression: condition }));
  },

  async update(input: Omit<UpdateCommandInput, 'TableName'>): Promise<Record<string, unknown> | undefined> {
    const { client, UpdateCommand } = await loadTable();
    const { Attributes } = await client.send(new UpdateCommand({ TableName: config.tableName, ...input }));
    return Attributes;
  },

  async query<T extends Item>(input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: T[]; next?: Record<string, unknown> }> {
    const { client, QueryCommand } = await loadTable();
    const { Items, LastEvaluatedKey } = await client.send(new QueryCommand({ TableName: config.tableName, ...input }));
    return { items: (Items ?? []) as T[], next: LastEvaluatedKey };
  },

  /** Every item a Query answers, page after page. */
  async queryAll<T extends Item>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
    const found: T[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const { items, next } = await table.query<T>({ ...input, ExclusiveStartKey: start });
      found.push(...items);
      start = next;
    } while (start);
    return found;
  },

  /**
   * Every item a Scan of the whole table answers, page after page. One-shot maintenance only (the
   * search re-index, db/search-index.ts; the attribute renames, db/attribute-renames.ts), never on
   * a request path.
   */
  async *scan<T extends Item>(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<T> {
    const { client, ScanCommand } = await loadTable();
    let start: Record<string, unknown> | undefined;
    do {
      const { Items, LastEvaluatedKey } = await client.send(
        new ScanCommand({ TableName: config.tableName, ...input, ExclusiveStartKey: start }),
      );
      yield* (Items ?? []) as T[];
      start = LastEvaluatedKey;
    } while (start);
  },

  async batchGet<T extends Item>(keys: Key[], { consistent = false }: ReadOptions = {}): Promise<T[]> {
    const { client, BatchGetCommand } = await loadTable();
    const found: T[] = [];
    for (let i = 0; i < keys.length; i += 100) {
      let request: Record<string, { Keys: Key[]; ConsistentRead: boolean }> | undefined = {
        [config.tableName]: { Keys: keys.slice(i, i + 100), ConsistentRead: consistent },
      };
      while (request && Object.keys(request).length) {
        const { Responses, UnprocessedKeys } = await client.send(new BatchGetCommand({ RequestItems: request }));
        found.push(...((Responses?.[config.tableName] ?? []) as T[]));
        request = UnprocessedKeys as typeof request;
      }
    }
    return found;
  },

  /**
   * Independent puts and deletes, 25 per request, unprocessed ones sent again until none is left.
   * Not atomic: for items that may exist before or without the others (see db/search-index.ts).
   */
  async batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    const { client, BatchWriteCommand } = await loadTable();
    for (let i = 0; i < writes.length; i += 25) {
      let requests: Record<string, unknown>[] | undefined = writes
        .slice(i, i + 25)
        .map((w) => ('put' in w ? { PutRequest: { Item: w.put } } : { DeleteRequest: { Key: w.delete } }));
      while (requests?.length) {
        const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: requests } }));
        requests = UnprocessedItems?.[config.tableName] as typeof requests;
      }
    }
  },

  /** All-or-nothing writes; items take the table name here. */
  async transact(items: TransactItem[]): Promise<void> {
    const { client, TransactWriteCommand } = await loadTable();
    const TableName = config.tableName;
    const withTable = items.map((entry) =>
      Object.fromEntries(Object.entries(entry).map(([kind, op]) => [kind, { TableName, ...op }])),
    ) as TransactItems;
    await client.send(new TransactWriteCommand({ TransactItems: withTable }));
  },
};

/**
 * Why DynamoDB cancelled a transaction: one code per write, in order ('None' for a write that was
 * fine, 'ConditionalCheckFailed', 'TransactionConflict'…); undefined when the error is not a
 * cancelled transaction.
 */
export const cancellationCodes = (error: unknown): string[] | undefined => {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
};

/** True when a write failed only because its condition (uniqueness, existence) did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'ConditionalCheckFailedException' ||
  (cancellationCodes(error) ?? []).includes('ConditionalCheckFailed');
