import { Annotations, App, type AppProps, type StackProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_RATE_LIMIT, parseRateLimit, type RateLimit } from './rate-limits';
import { type CourtPortalConfig, courtPortalEnvironment, unmappedCourts } from './constructs/court-portal';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { WebStack } from './stacks/web-stack';

export type MizanConfig = {
  /** The sender of every email; an SES-verified address (or an address of a verified domain). */
  mailFrom: string;
  /** The court portal the syncs read (constructs/court-portal.ts); none unless configured. */
  courtPortal?: CourtPortalConfig;
  /** Per IP and public account route (WAF); the default is infra/rate-limits.ts's. */
  rateLimit?: RateLimit;
  /** The built SPA the web stack deploys: web/dist unless given; none (with a warning) if missing. */
  webDist?: string;
};

/**
 * The application's stacks, in deployment order: the stateful data and auth, the WAF web ACL (in
 * us-east-1, as CloudFront requires), the web edge (which owns the app's and the API's
 * addresses), the jobs (scheduled and queued), the API's functions and routes (the exports
 * function queues the jobs stack's firm-export jobs). The web stack reads the web
 * ACL across regions, so `props.env.region` must be a region, not left to the environment.
 * cdk-nag's AwsSolutions pack checks every stack; each acknowledged finding says why in the code.
 */
export const createMizan = (app: App, config: MizanConfig, props: StackProps = {}) => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const data = new DataStack(app, 'Mizan-Data', props);
  const auth = new AuthStack(app, 'Mizan-Auth', props);
  const edge = new EdgeStack(app, 'Mizan-Edge', {
    ...props,
    env: { ...props.env, region: EDGE_REGION },
    rateLimit: config.rateLimit ?? DEFAULT_RATE_LIMIT,
  });
  const web = new WebStack(app, 'Mizan-Web', {
    ...props,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    documentsBucket: data.documentsBucket,
    webAclArn: edge.webAclArn,
    webDist: config.webDist,
  });
  const environment = {
    TABLE_NAME: data.table.tableName,
    USER_POOL_ID: auth.userPool.userPoolId,
    USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
    JWT_ISSUER: web.jwtIssuer,
    DOCUMENTS_BUCKET: data.documentsBucket.bucketName,
    MAIL_FROM: config.mailFrom,
    APP_URL: web.appUrl,
  };
  // Only the functions that sync (the Sync route's and the worker) get the portal's settings and key.
  const courtPortal = courtPortalEnvironment(config.courtPortal);
  const jobs = new JobsStack(app, 'Mizan-Jobs', {
    ...props,
    table: data.table,
    documentsBucket: data.documentsBucket,
    userPool: auth.userPool,
    environment,
    courtPortal,
    alarmTopic: data.alarmTopic,
  });
  const api = new ApiStack(app, 'Mizan-Api', {
    ...props,
    httpApi: web.httpApi,
    authorizer: web.authorizer,
    table: data.table,
    documentsBucket: data.documentsBucket,
    userPool: auth.userPool,
    environment: { ...environment, ORIGIN_SECRET: web.originSecret },
    courtPortal,
    firmExportQueue: jobs.firmExportQueue,
    dossierImportQueue: jobs.dossierImportQueue,
    documentTextQueue: jobs.documentTextQueue,
    reportFiguresQueue: jobs.reportFiguresQueue,
    alarmTopic: data.alarmTopic,
  });
  const unmapped = unmappedCourts(config.courtPortal);
  if (unmapped.length)
    Annotations.of(jobs).addWarningV2(
      'mizan:court-portal-courts',
      `No portal id for ${unmapped.length} courts (courtPortal.courts): their dossiers' syncs answer "portal unreachable": ${unmapped.join(', ')}`,
    );
  return { data, auth, edge, web, api, jobs };
};

/**
 * The app of `npx cdk synth|deploy` (infra/app.ts; tests/infra/nag.test.ts builds it the same way).
 * Account and region come from the CLI's credentials (CDK_DEFAULT_ACCOUNT/REGION); without them the
 * stacks are environment-agnostic.
 * The sender address: `-c mailFrom=no-reply@example.ma` or MIZAN_MAIL_FROM.
 * The court portal: `-c courtPortal='{"adapter":"mahakim",…}'` or `cdk.json`'s context (see
 * constructs/court-portal.ts and the README); none unless configured.
 * The per-IP rate limit of the public account routes: `-c rateLimit=20/300` (the default).
 * `webDist` stands for web/dist (the tests' fresh clone has none).
 */
export const createApp = (props: AppProps = {}, webDist?: string) => {
  const app = new App({
    ...props,
    // Stateful stacks must not be deletable while the API and jobs import their names.
    context: { '@aws-cdk/core:defaultCrossStackReferences': 'strong', ...props.context },
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
      webDist,
    },
    // The web stack reads the edge stack's web ACL across regions, which needs a region: the CLI's,
    // or Paris (the local stack's) for an offline synth.
    { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'eu-west-3' } },
  );
  if (!configuredMailFrom) {
    Annotations.of(stacks.api).addWarningV2('mizan:mail-from', 'No sender configured (-c mailFrom=… or MIZAN_MAIL_FROM): emails will fail');
  }
  return { app, stacks };
};
