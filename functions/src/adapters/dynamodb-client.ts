import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * The SDK's DynamoDB client and commands: adapters/table.ts imports this module on its first call,
 * not with a function's entry (it is ≈ 190 KiB of the SDK, most of an entry), so that it loads
 * while a request's token is checked (adapters/table.ts `loadTable`).
 */

export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
