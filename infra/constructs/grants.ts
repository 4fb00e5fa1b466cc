import { Aws } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';

/** The Cognito admin calls that create, invite, update, (de)activate and remove people. */
const IDENTITY_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
];

export const grantIdentityAdmin = (grantee: IGrantable, pool: IUserPool) => pool.grant(grantee, ...IDENTITY_ADMIN_ACTIONS);

/** SendEmail through any identity of this account and region, but only from our sender address. */
export const grantSendEmail = (grantee: IGrantable, mailFrom: string) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
      conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
    }),
  );

/**
 * Put, get and delete document objects (presigned POST/GET are signed with these rights);
 * no listing, no bucket-level actions.
 */
export const grantDocumentObjects = (grantee: IGrantable, bucket: IBucket) =>
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      resources: [bucket.arnForObjects('*')],
    }),
  );

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
