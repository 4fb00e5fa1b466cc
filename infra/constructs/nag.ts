import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings (AwsSolutions pack, run on every synth: infra/mizan.ts) on a
 * construct and everything under it, with the reason. cdk-nag 3 matches each finding's exact id,
 * e.g. `AwsSolutions-IAM5[Resource::<SiteE53D7754.Arn>/*]`: a synth that fails prints the id.
 */
export const acknowledge = (scope: IConstruct, reason: string, ...ids: string[]) => {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
};

/** The finding id of the AWS-managed policy that lets a Lambda function write its own logs. */
export const BASIC_EXECUTION_ROLE =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
