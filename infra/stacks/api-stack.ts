import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { DOMAINS, type Domain } from '@mizan/shared/route';
import { routes } from '@mizan/shared/routes';
import { denyActivityRewrites, grantDocumentObjects, grantIdentityAdmin, grantSendEmail } from '../constructs/grants';
import type { CourtPortalEnvironment } from '../constructs/court-portal';
import { type FunctionEnvironment, MizanFunction } from '../constructs/mizan-function';

/** What each domain's function may touch, and nothing more. */
type DomainAccess = {
  table: 'read' | 'readWrite';
  /** Cognito admin actions: create, invite, (de)activate, regroup and remove people. */
  identity?: true;
  /** SES SendEmail from MAIL_FROM (invitations, resets). */
  mail?: true;
  /** Put, get and delete document objects. */
  documents?: true;
};

const ACCESS: Record<Domain, DomainAccess> = {
  account: { table: 'readWrite', identity: true, mail: true },
  // Marks notifications read and keeps the digest opt-out.
  dashboard: { table: 'readWrite' },
  // Adding a client with an email to a dossier invites them.
  dossiers: { table: 'readWrite', identity: true, mail: true },
  clients: { table: 'readWrite' },
  documents: { table: 'readWrite', documents: true },
  messages: { table: 'readWrite' },
  // Appointment emails (booking, confirmation, cancellation) with their iCalendar part.
  calendar: { table: 'readWrite', mail: true },
  users: { table: 'readWrite', identity: true, mail: true },
  // Reads reference data and writes the firm's own types.
  management: { table: 'readWrite' },
  search: { table: 'read' },
  // Reads the firm's activity log (which the other domains write, append-only).
  activity: { table: 'read' },
};

export type ApiStackProps = StackProps & {
  httpApi: IHttpApi;
  authorizer: IHttpRouteAuthorizer;
  table: ITable;
  documentsBucket: IBucket;
  userPool: IUserPool;
  environment: FunctionEnvironment;
  /** The court portal's settings, for the dossiers function (the Sync route) only. */
  courtPortal: CourtPortalEnvironment;
};

/**
 * What the API runs: one function per domain and one API Gateway route per entry of the route
 * table (shared/src/routes.ts), attached to the web stack's HttpApi. Public routes (the account
 * routes marked 'public') have no authorizer; every other route needs a valid Cognito ID token.
 */
export class ApiStack extends Stack {
  readonly functions: Record<Domain, MizanFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    const { httpApi, authorizer, table, documentsBucket, userPool, environment, courtPortal, ...stackProps } = props;
    super(scope, id, stackProps);

    this.functions = Object.fromEntries(
      DOMAINS.map((domain) => [
        domain,
        new MizanFunction(this, `Domain-${domain}`, {
          name: domain,
          description: `Mizan API: ${domain} routes`,
          environment: domain === 'dossiers' ? { ...environment, ...courtPortal } : environment,
          timeout: Duration.seconds(10),
        }),
      ]),
    ) as Record<Domain, MizanFunction>;

    for (const domain of DOMAINS) {
      const { fn } = this.functions[domain];
      const access = ACCESS[domain];
      if (access.table === 'readWrite') table.grantReadWriteData(fn);
      else table.grantReadData(fn);
      if (access.identity) grantIdentityAdmin(fn, userPool);
      if (access.mail) grantSendEmail(fn, environment.MAIL_FROM);
      if (access.documents) grantDocumentObjects(fn, documentsBucket);
      denyActivityRewrites(fn, table);
    }

    // One integration (and one invoke permission) per function, shared by its routes: per-route
    // permissions would add ~90 resources for nothing.
    const integrations = Object.fromEntries(
      DOMAINS.map((domain) => [domain, new HttpLambdaIntegration(domain, this.functions[domain].fn, { scopePermissionToRoute: false })]),
    ) as Record<Domain, HttpLambdaIntegration>;
    const noAuthorizer = new HttpNoneAuthorizer();

    for (const [name, route] of Object.entries(routes)) {
      new HttpRoute(this, `Route-${name}`, {
        httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.domain],
        authorizer: route.roles === 'public' ? noAuthorizer : authorizer,
      });
    }
    // Any other API path reaches a function whose pipeline answers it with the 404 error
    // envelope (API Gateway's own 404 body is not ours).
    new HttpRoute(this, 'Route-default', {
      httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrations.account,
      authorizer: noAuthorizer,
    });
  }
}
