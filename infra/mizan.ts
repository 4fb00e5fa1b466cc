import { Annotations, type App, type StackProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rate-limits';
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
};

/**
 * The application's stacks, in deployment order: the stateful data and auth, the WAF web ACL (in
 * us-east-1, as CloudFront requires), the web edge (which owns the app's and the API's
 * addresses), the API's functions and routes, the scheduled jobs. The web stack reads the web
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
  const api = new ApiStack(app, 'Mizan-Api', {
    ...props,
    httpApi: web.httpApi,
    authorizer: web.authorizer,
    table: data.table,
    documentsBucket: data.documentsBucket,
    userPool: auth.userPool,
    environment: { ...environment, ORIGIN_SECRET: web.originSecret },
    courtPortal,
    alarmTopic: data.alarmTopic,
  });
  const jobs = new JobsStack(app, 'Mizan-Jobs', {
    ...props,
    table: data.table,
    userPool: auth.userPool,
    environment,
    courtPortal,
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
