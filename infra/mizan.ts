import { Annotations, type App, type StackProps } from 'aws-cdk-lib';
import { type CourtPortalConfig, courtPortalEnvironment, unmappedCourts } from './constructs/court-portal';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { JobsStack } from './stacks/jobs-stack';
import { WebStack } from './stacks/web-stack';

export type MizanConfig = {
  /** The sender of every email; an SES-verified address (or an address of a verified domain). */
  mailFrom: string;
  /** The court portal the syncs read (constructs/court-portal.ts); none unless configured. */
  courtPortal?: CourtPortalConfig;
};

/**
 * The application's stacks, in deployment order: the stateful data and auth, the web edge (which
 * owns the app's and the API's addresses), the API's functions and routes, the scheduled jobs.
 */
export const createMizan = (app: App, config: MizanConfig, props: StackProps = {}) => {
  const data = new DataStack(app, 'Mizan-Data', props);
  const auth = new AuthStack(app, 'Mizan-Auth', props);
  const web = new WebStack(app, 'Mizan-Web', {
    ...props,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    documentsBucket: data.documentsBucket,
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
    environment,
    courtPortal,
  });
  const jobs = new JobsStack(app, 'Mizan-Jobs', { ...props, table: data.table, userPool: auth.userPool, environment, courtPortal });
  const unmapped = unmappedCourts(config.courtPortal);
  if (unmapped.length)
    Annotations.of(jobs).addWarningV2(
      'mizan:court-portal-courts',
      `No portal id for ${unmapped.length} courts (courtPortal.courts): their dossiers' syncs answer "portal unreachable": ${unmapped.join(', ')}`,
    );
  return { data, auth, web, api, jobs };
};
