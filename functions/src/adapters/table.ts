import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from './config';

export type Key = { pk: string; sk: string };
export type Item = Key & Record<string, unknown>;
type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
type WithoutTable<T> = T extends object ? Omit<T, 'TableName'> : never;
type Operations = TransactItems[number];
/** One write of a transaction, without the table name (the adapter adds it). */
export type TransactItem = {
  [K in keyof Operations]-?: { [P in K]: WithoutTable<NonNullable<Operations[K]>> };
}[keyof Operations];

let documentClient: DynamoDBDocumentClient | undefined;
const client = () =>
  (documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  }));

/**
 * The single table. Only key-based reads exist here (GetItem, Query, BatchGet): there is no Scan
 * on a request path. Keys are built by the entity modules in db/.
 */
export const table = {
  /** `consistent` for a read that must see a write just made (a check before a conditional rewrite). */
  async get<T extends Item>(key: Key, options: { consistent?: boolean } = {}): Promise<T | undefined> {
    const { Item } = await client().send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: options.consistent }));
    return Item as T | undefined;
  },

  async put(item: Item, condition?: string): Promise<void> {
    await client().send(new PutCommand({ TableName: config.tableName, Item: item, ConditionExpression: condition }));
  },

  async update(input: Omit<UpdateCommandInput, 'TableName'>): Promise<Record<string, unknown> | undefined> {
    const { Attributes } = await client().send(new UpdateCommand({ TableName: config.tableName, ...input }));
    return Attributes;
  },

  async query<T extends Item>(input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: T[]; next?: Record<string, unknown> }> {
    const { Items, LastEvaluatedKey } = await client().send(new QueryCommand({ TableName: config.tableName, ...input }));
    return { items: (Items ?? []) as T[], next: LastEvaluatedKey };
  },

  async batchGet<T extends Item>(keys: Key[]): Promise<T[]> {
    const found: T[] = [];
    for (let i = 0; i < keys.length; i += 100) {
      let request: Record<string, { Keys: Key[] }> | undefined = {
        [config.tableName]: { Keys: keys.slice(i, i + 100) },
      };
      while (request && Object.keys(request).length) {
        const { Responses, UnprocessedKeys } = await client().send(new BatchGetCommand({ RequestItems: request }));
        found.push(...((Responses?.[config.tableName] ?? []) as T[]));
        request = UnprocessedKeys as typeof request;
      }
    }
    return found;
  },

  /** All-or-nothing writes; items take the table name here. */
  async transact(items: TransactItem[]): Promise<void> {
    const TableName = config.tableName;
    const withTable = items.map((entry) =>
      Object.fromEntries(Object.entries(entry).map(([kind, op]) => [kind, { TableName, ...op }])),
    ) as TransactItems;
    await client().send(new TransactWriteCommand({ TransactItems: withTable }));
  },
};

/** True when a write failed only because its condition (uniqueness, existence) did not hold. */
export const isConditionFailure = (error: unknown): boolean => {
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
};
