import { Annotations, App } from 'aws-cdk-lib';
import type { CourtPortalConfig } from './constructs/court-portal';
import { createMizan } from './mizan';
import { parseRateLimit } from './rate-limits';

/**
 * `npx cdk synth|deploy`. Account and region come from the CLI's credentials
 * (CDK_DEFAULT_ACCOUNT/REGION); without them the stacks are environment-agnostic.
 * The sender address: `-c mailFrom=no-reply@example.ma` or MIZAN_MAIL_FROM.
 * The court portal: `-c courtPortal='{"adapter":"mahakim",…}'` or `cdk.json`'s context (see
 * constructs/court-portal.ts and the README); none unless configured.
 * The per-IP rate limit of the public account routes: `-c rateLimit=20/300` (the default).
 */
const app = new App({
  // Stateful stacks must not be deletable while the API and jobs import their names.
  context: { '@aws-cdk/core:defaultCrossStackReferences': 'strong' },
});
const configuredMailFrom = (app.node.tryGetContext('mailFrom') as string | undefined) ?? process.env.MIZAN_MAIL_FROM;
const courtPortalContext = app.node.tryGetContext('courtPortal') as CourtPortalConfig | string | undefined;
const courtPortal = typeof courtPortalContext === 'string' ? (JSON.parse(courtPortalContext) as CourtPortalConfig) : courtPortalContext;
const rateLimitContext = app.node.tryGetContext('rateLimit') as string | undefined;
const stacks = createMizan(
  app,
  {
    mailFrom: configuredMailFrom ?? 'no-reply@example.com',
    courtPortal,
    rateLimit: rateLimitContext ? parseRateLimit(rateLimitContext) : undefined,
  },
  // The web stack reads the edge stack's web ACL across regions, which needs a region: the CLI's,
  // or Paris (the local stack's) for an offline synth.
  { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'eu-west-3' } },
);
if (!configuredMailFrom) {
  Annotations.of(stacks.api).addWarningV2('mizan:mail-from', 'No sender configured (-c mailFrom=… or MIZAN_MAIL_FROM): emails will fail');
}
app.synth();
