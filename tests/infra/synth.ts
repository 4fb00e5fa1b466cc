import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createMizan, type MizanConfig } from '../../infra/mizan';

export const MAIL_FROM = 'no-reply@mizan.test';

/**
 * The application's stacks as `cdk synth` builds them, except that asset bundling is skipped
 * (CDK's own `aws:cdk:bundling-stacks` context, what `cdk deploy <one stack>` does for the
 * others): the templates are identical, the function assets point at their source folders.
 * bundling.test.ts covers the bundling itself.
 */
export const synthMizan = (bundlingStacks: string[] = [], config: Omit<MizanConfig, 'mailFrom'> = {}) => {
  const app = new App({
    context: {
      'aws:cdk:bundling-stacks': bundlingStacks,
      '@aws-cdk/core:defaultCrossStackReferences': 'strong',
    },
  });
  const stacks = createMizan(app, { mailFrom: MAIL_FROM, ...config }, { env: { region: 'eu-west-3' } });
  return {
    stacks,
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    edge: Template.fromStack(stacks.edge),
    web: Template.fromStack(stacks.web),
    api: Template.fromStack(stacks.api),
    jobs: Template.fromStack(stacks.jobs),
  };
};

type Resource = { Properties: Record<string, unknown> };
type Statement = { Effect: 'Allow' | 'Deny'; Action: string | string[]; Resource: unknown; Condition?: unknown };

/** The allowed statements of the policies of the function whose logical id starts with `prefix`. */
export const statementsOf = (template: Template, prefix: string): Statement[] => {
  const functions = Object.entries(template.findResources('AWS::Lambda::Function') as Record<string, Resource>);
  const match = functions.find(([id]) => id.startsWith(prefix));
  if (!match) throw new Error(`no function ${prefix}`);
  const roleId = (match[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
  );
  return policies.flatMap((policy) =>
    (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.filter((statement) => statement.Effect === 'Allow'),
  );
};

/** Every IAM action granted (allowed) to the role of the function whose logical id starts with `prefix`. */
export const actionsOf = (template: Template, prefix: string): string[] =>
  statementsOf(template, prefix).flatMap((statement) => [statement.Action].flat());
