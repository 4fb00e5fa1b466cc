import { Aws } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE } from '../definitions';

/**
 * Each function's rights, named action by action (no wildcard actions, no Scan anywhere).
 * tests/infra/hardening.test.ts holds them to what each function's code calls.
 */

/**
 * A Lambda function's execution role that may write to its own log group and nothing else:
 * CreateLogStream and PutLogEvents on the group's ARN (`arn:…:log-group:<name>:*`, the group's own
 * streams), an inline policy of the role. Not the AWS-managed AWSLambdaBasicExecutionRole, which
 * allows them (and CreateLogGroup) on every log group of the account.
 */
export const lambdaRole = (scope: Construct, id: string, logGroup: ILogGroup, description: string) =>
  new Role(scope, id, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description,
    inlinePolicies: {
      Logs: new PolicyDocument({
        statements: [new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] })],
      }),
    },
  });

/** Key reads and queries (the indexes included). */
export const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** Single-item writes, alone or inside a transaction (TransactWriteItems needs each item's action). */
export const TABLE_WRITE = [...TABLE_READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] as const;
/** Writes and batch writes (search index entries, bookkeeping of the jobs). */
export const TABLE_WRITE_BATCHES = [...TABLE_WRITE, 'dynamodb:BatchWriteItem'] as const;
export type TableActions = typeof TABLE_READ | typeof TABLE_WRITE | typeof TABLE_WRITE_BATCHES;

export const grantTable = (grantee: IGrantable, table: ITable, actions: TableActions) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...actions],
      resources: [table.tableArn, ...TABLE.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`)],
    }),
  );

/** The Cognito admin calls, by use. Creating an account with its group and password. */
const IDENTITY_CREATE = ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminSetUserPassword'] as const;
/** Ending every session of a person (sign-out, password reset or change, deactivation, removal). */
const IDENTITY_SIGN_OUT = 'cognito-idp:AdminUserGlobalSignOut';
/**
 * Registration, password resets, sign-out and the recovery-code sign-in (which turns the person's
 * software token off and on again): no deletion, as that function is public.
 */
export const IDENTITY_ACCOUNT = [...IDENTITY_CREATE, IDENTITY_SIGN_OUT, 'cognito-idp:AdminSetUserMFAPreference'] as const;
/** Inviting a client from a dossier: an account created disabled when the person is, removed again when the invitation fails. */
export const IDENTITY_INVITE = [
  ...IDENTITY_CREATE,
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminDeleteUser',
] as const;
/** Managing the firm's people: invitations, role and attribute changes, (de)activation, removal. */
export const IDENTITY_MANAGE = [
  ...IDENTITY_INVITE,
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminUpdateUserAttributes',
  IDENTITY_SIGN_OUT,
] as const;
export type IdentityActions = typeof IDENTITY_ACCOUNT | typeof IDENTITY_INVITE | typeof IDENTITY_MANAGE;

export const grantIdentity = (grantee: IGrantable, pool: IUserPool, actions: IdentityActions) => pool.grant(grantee, ...actions);

/**
 * SendEmail through our sender's own SES identity only (the address, or its domain when the domain
 * is the verified identity), and only from that address.
 */
export const grantSendEmail = (grantee: IGrantable, mailFrom: string) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [mailFrom, mailFrom.split('@')[1] ?? mailFrom].map(
        (identity) => `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${identity}`,
      ),
      conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
    }),
  );

/**
 * Put, get and delete document objects (presigned POST/GET are signed with these rights); no
 * listing, no bucket-level actions. The bucket holds documents only (`pending/` uploads and one
 * folder per firm, named by its id), so its objects are the documents function's prefix.
 */
export const grantDocumentObjects = (grantee: IGrantable, bucket: IBucket) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      resources: [bucket.arnForObjects('*')],
    }),
  );

/** The firm's exports, under the documents bucket's `exports/` prefix (functions/src/services/firm-export/object-key.ts). */
const exportObjects = (bucket: IBucket) => bucket.arnForObjects('exports/*');

/** The exports function signs the links to the ZIPs (a presigned GET is signed with GetObject), nothing else of the bucket. */
export const grantExportLinks = (grantee: IGrantable, bucket: IBucket) =>
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [exportObjects(bucket)] }));

/**
 * The export worker reads every document (GetObject on the bucket's objects, no listing: the table
 * names them) and writes the ZIPs under `exports/` only (a multipart upload's calls need PutObject,
 * and AbortMultipartUpload to give one up).
 */
export const grantExportWriting = (grantee: IGrantable, bucket: IBucket) => {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] }));
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:PutObject', 's3:AbortMultipartUpload'], resources: [exportObjects(bucket)] }),
  );
};

/**
 * The imports of dossiers, under the documents bucket's `imports/` prefix
 * (functions/src/services/dossier-import/object-keys.ts): the API's imports function signs the
 * file's upload (a presigned POST is signed with PutObject) and reads the file and the report;
 * the worker reads the file and writes the report. Nothing else of the bucket.
 */
export const grantImportObjects = (grantee: IGrantable, bucket: IBucket) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [bucket.arnForObjects('imports/*')] }),
  );

/** Reads document objects only (the document-text worker: it reads a stored document's file, writes none). */
export const grantDocumentReading = (grantee: IGrantable, bucket: IBucket) =>
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] }));

/**
 * The firm's activity log is append-only: whatever else a function may write, it may not update or
 * delete an entry (partition `T#{sid}#ACTIVITY`, db/activity-log.ts). Entries are put with
 * `attribute_not_exists(pk)` on a new key, and leave only by the table's TTL (a year), which IAM
 * does not govern.
 */
export const denyActivityRewrites = (grantee: IGrantable, table: ITable) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
      resources: [table.tableArn],
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['T#*#ACTIVITY'] } },
    }),
  );
