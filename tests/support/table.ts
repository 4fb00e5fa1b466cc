import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

type Key = { pk: string; sk: string };
type Item = Key & Record<string, unknown>;

let client: DynamoDBDocumentClient | undefined;

/** A DocumentClient on the test stack's DynamoDB Local (to prove what was, or was not, written). */
export const tableClient = (): DynamoDBDocumentClient => {
  if (client) return client;
  const env = inject('env');
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
};

const tableName = () => inject('env').TABLE_NAME;

export const getItem = async <T extends Item = Item>(key: Key): Promise<T | undefined> => {
  const { Item: item } = await tableClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return item as T | undefined;
};

export const putItem = async (item: Item): Promise<void> => {
  await tableClient().send(new PutCommand({ TableName: tableName(), Item: item }));
};

export const deleteItem = async (key: Key): Promise<void> => {
  await tableClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
};

/** Sets attributes of an existing item (e.g. `actif: false`), bypassing the API. */
export const updateItem = async (key: Key, values: Record<string, unknown>): Promise<void> => {
  const names = Object.keys(values);
  await tableClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
    }),
  );
};

/** Every item of a partition (e.g. all of a firm's `T#<structureId>` items). */
export const partition = async <T extends Item = Item>(pk: string): Promise<T[]> => {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await tableClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** The email registry's key (one item per sign-in email). */
export const emailKey = (email: string): Key => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });
export const userKey = (structureId: string, userId: string): Key => ({ pk: `T#${structureId}`, sk: `USER#${userId}` });
export const firmKey = (structureId: string): Key => ({ pk: `T#${structureId}`, sk: 'FIRM' });
