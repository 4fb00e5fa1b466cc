import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings (AwsSolutions pack, run on every synth: infra/mizan.ts) on the one
 * resource they concern (its construct and what is under it: a role and its policy, a function),
 * with the reason. Never on a stack: tests/infra/nag.test.ts fails on a stack-wide
 * acknowledgement, on one that covers more than one resource or none, and on any finding left.
 * cdk-nag 3 matches each finding's exact id, e.g. `AwsSolutions-IAM5[Resource::<SiteE53D7754.Arn>/*]`:
 * a synth that fails prints the id.
 */
export const acknowledge = (scope: IConstruct, reason: string, ...ids: string[]) => {
  if (Stack.isStack(scope)) throw new Error(`acknowledge ${ids.join(', ')} on the resource concerned, not on the stack ${scope.node.path}`);
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
};
