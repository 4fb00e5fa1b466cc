import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { DOCUMENTS_BUCKET, TABLE, USER_POOL } from '../definitions';

/**
 * Idempotent creation of the cloud's resources in the emulators, from the same definitions the
 * CDK stacks read: the table with its indexes and TTL, the user pool with its custom attributes,
 * groups and app client, and the documents bucket with its CORS rules.
 */
const isNotFound = (error: unknown) => {
  const name = (error as { name?: string })?.name ?? '';
  return (
    ['ResourceNotFoundException', 'NotFound', 'NoSuchBucket'].includes(name) ||
    (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404
  );
};

export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  const keys = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keys.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }),
    );
  }
};

export type PoolIds = { userPoolId: string; userPoolClientId: string };

/** Reuses the pool and client of `known` (from stack.json) when they still exist. */
export const ensureUserPool = async (
  client: CognitoIdentityProviderClient,
  poolName: string,
  known: Partial<PoolIds>,
): Promise<PoolIds> => {
  let userPoolId = known.userPoolId;
  if (userPoolId) {
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      userPoolId = undefined;
    }
  }
  if (!userPoolId) {
    const policy = USER_POOL.passwordPolicy;
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: policy.minLength,
            RequireLowercase: policy.requireLowercase,
            RequireUppercase: policy.requireUppercase,
            RequireNumbers: policy.requireDigits,
            RequireSymbols: policy.requireSymbols,
          },
        },
        Schema: USER_POOL.customAttributes.map((Name) => ({
          Name,
          AttributeDataType: 'String',
          Mutable: !(USER_POOL.immutableAttributes as readonly string[]).includes(Name),
        })),
      }),
    );
    if (!UserPool?.Id) throw new Error('cognito-local did not return a user pool id');
    userPoolId = UserPool.Id;
  }
  // Two-factor sign-in is each person's choice, as the auth stack's `mfa: OPTIONAL` (cognito-local's default is OFF).
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const group of USER_POOL.groups) {
    if (!Groups.some((g) => g.GroupName === group)) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    }
  }
  let userPoolClientId = known.userPoolId === userPoolId ? known.userPoolClientId : undefined;
  if (userPoolClientId) {
    try {
      await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      userPoolClientId = undefined;
    }
  }
  if (!userPoolClientId) {
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: USER_POOL.clientName,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        GenerateSecret: false,
      }),
    );
    if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not return an app client id');
    userPoolClientId = UserPoolClient.ClientId;
  }
  return { userPoolId, userPoolClientId };
};

/** Creates the bucket if needed and (re)writes its CORS rules for the given origins. */
export const ensureBucket = async (client: S3Client, bucket: string, origins: string[]): Promise<void> => {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: DOCUMENTS_BUCKET.cors.map((rule) => ({
          AllowedMethods: [...rule.allowedMethods],
          AllowedHeaders: [...rule.allowedHeaders],
          ExposeHeaders: [...rule.exposedHeaders],
          MaxAgeSeconds: rule.maxAge,
          AllowedOrigins: origins,
        })),
      },
    }),
  );
};
