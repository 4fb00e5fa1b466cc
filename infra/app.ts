import { Annotations, App } from 'aws-cdk-lib';
import type { CourtPortalConfig } from './constructs/court-portal';
import { createMizan } from './mizan';

/**
 * `npx cdk synth|deploy`. Account and region come from the CLI's credentials
 * (CDK_DEFAULT_ACCOUNT/REGION); without them the stacks are environment-agnostic.
 * The sender address: `-c mailFrom=no-reply@example.ma` or MIZAN_MAIL_FROM.
 * The court portal: `-c courtPortal='{"adapter":"mahakim",…}'` or `cdk.json`'s context (see
 * constructs/court-portal.ts and the README); none unless configured.
 */
const app = new App({
  // Stateful stacks must not be deletable while the API and jobs import their names.
  context: { '@aws-cdk/core:defaultCrossStackReferences': 'strong' },
});
const configuredMailFrom = (app.node.tryGetContext('mailFrom') as string | undefined) ?? process.env.MIZAN_MAIL_FROM;
const courtPortalContext = app.node.tryGetContext('courtPortal') as CourtPortalConfig | string | undefined;
const courtPortal = typeof courtPortalContext === 'string' ? (JSON.parse(courtPortalContext) as CourtPortalConfig) : courtPortalContext;
const stacks = createMizan(
  app,
  { mailFrom: configuredMailFrom ?? 'no-reply@example.com', courtPortal },
  { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION } },
);
if (!configuredMailFrom) {
  Annotations.of(stacks.api).addWarningV2('mizan:mail-from', 'No sender configured (-c mailFrom=… or MIZAN_MAIL_FROM): emails will fail');
}
app.synth();
