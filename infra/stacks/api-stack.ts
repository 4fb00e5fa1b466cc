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
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { DOMAINS, type Domain } from '@mizan/shared/route';
import { routes } from '@mizan/shared/routes';
import {
  denyActivityRewrites,
  grantDocumentObjects,
  grantExportLinks,
  grantImportObjects,
  grantIdentity,
  grantTable,
  IDENTITY_ACCOUNT,
  IDENTITY_INVITE,
  IDENTITY_MANAGE,
  type IdentityActions,
  TABLE_READ,
  TABLE_WRITE,
  TABLE_WRITE_BATCHES,
  type TableActions,
} from '../constructs/grants';
import type { CourtPortalEnvironment } from '../constructs/court-portal';
import { type FunctionEnvironment, MizanFunction } from '../constructs/mizan-function';
import { acknowledge } from '../constructs/nag';

/**
 * What each domain's function may touch, and nothing more (constructs/grants.ts). None sends email:
 * emails are outbox items of the table, which the jobs stack's outbox worker alone delivers.
 */
type DomainAccess = {
  table: TableActions;
  /** Cognito admin actions, by use. */
  identity?: IdentityActions;
  /** Put, get and delete document objects. */
  documents?: true;
  /** Queue the firm's export jobs and sign the links to their ZIPs (exports/ only). */
  exportJobs?: true;
  /** Queue the imports of dossiers, sign their files' uploads and read them (imports/ only). */
  importJobs?: true;
  /** Queue the reading of the texts of the documents it stores. */
  textJobs?: true;
  /** Queue the computation of a firm's report figures, asked now. */
  reportJobs?: true;
};

const ACCESS: Record<Domain, DomainAccess> = {
  // Public: registration and password resets; it never deletes an identity.
  account: { table: TABLE_WRITE, identity: IDENTITY_ACCOUNT },
  // Marks notifications read and keeps the digest opt-out.
  dashboard: { table: TABLE_WRITE_BATCHES },
  // Adding a client with an email to a dossier invites them; the search index is batch-written.
  dossiers: { table: TABLE_WRITE_BATCHES, identity: IDENTITY_INVITE },
  // Creating or correcting a client batch-writes its search entries.
  clients: { table: TABLE_WRITE_BATCHES },
  documents: { table: TABLE_WRITE_BATCHES, documents: true, textJobs: true },
  messages: { table: TABLE_WRITE },
  calendar: { table: TABLE_WRITE },
  users: { table: TABLE_WRITE, identity: IDENTITY_MANAGE },
  // Reads reference data and writes the firm's own types.
  management: { table: TABLE_WRITE },
  search: { table: TABLE_READ },
  // Reads the firm's activity log (which the other domains write, append-only).
  activity: { table: TABLE_READ },
  // Reads the aggregates the reports job writes; records and queues a computation asked now.
  reports: { table: TABLE_WRITE, reportJobs: true },
  // Fee agreements and time entries, with their dossiers' history.
  fees: { table: TABLE_WRITE },
  // Invoices and payments, with the time entries and expenses they bill and the activity log.
  billing: { table: TABLE_WRITE },
  // Tasks, with the emails to their assignees.
  tasks: { table: TABLE_WRITE },
  // Reads what it prints (the day's hearing list, invoices, the dossier sheet), and sends an invoice to the clients: its PDF
  // stored as a document of the dossier (the documents' write: history, search, text reading) with the emails; its own
  // function, so pdfkit and the font weigh on no other.
  print: { table: TABLE_WRITE_BATCHES, documents: true, textJobs: true },
  // The firm's export: its jobs and their activity entries, the queue of the worker, the ZIPs' links.
  exports: { table: TABLE_WRITE, exportJobs: true },
  // The imports of dossiers: their records, the firm's references and records read by the preview, the worker's queue, the files.
  imports: { table: TABLE_WRITE_BATCHES, importJobs: true },
  // The template library and the documents rendered from it (the documents' write: history, search); its own function, so docxtemplater weighs on no other.
  templates: { table: TABLE_WRITE_BATCHES, documents: true, textJobs: true },
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
  /** The jobs stack's queue of the firm's export jobs, for the exports function only. */
  firmExportQueue: IQueue;
  /** The jobs stack's queue of the imports of dossiers, for the imports function only. */
  dossierImportQueue: IQueue;
  /** The jobs stack's queue of the documents whose text to read, for the documents and templates functions only. */
  documentTextQueue: IQueue;
  /** The jobs stack's queue of the firms whose figures are asked for now, for the reports function only. */
  reportFiguresQueue: IQueue;
  alarmTopic: ITopic;
};

/**
 * What the API runs: one function per domain and one API Gateway route per entry of the route
 * table (shared/src/routes.ts), attached to the web stack's HttpApi. Public routes (the account
 * routes marked 'public') have no authorizer; every other route needs a valid Cognito ID token.
 */
export class ApiStack extends Stack {
  readonly functions: Record<Domain, MizanFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    const {
      httpApi,
      authorizer,
      table,
      documentsBucket,
      userPool,
      environment,
      courtPortal,
      firmExportQueue,
      dossierImportQueue,
      documentTextQueue,
      reportFiguresQueue,
      alarmTopic,
      ...stackProps
    } = props;
    const environmentOf = (domain: Domain) => {
      if (domain === 'dossiers') return { ...environment, ...courtPortal };
      if (domain === 'exports') return { ...environment, FIRM_EXPORT_QUEUE_URL: firmExportQueue.queueUrl };
      if (domain === 'imports') return { ...environment, DOSSIER_IMPORT_QUEUE_URL: dossierImportQueue.queueUrl };
      if (ACCESS[domain].textJobs) return { ...environment, DOCUMENT_TEXT_QUEUE_URL: documentTextQueue.queueUrl };
      if (ACCESS[domain].reportJobs) return { ...environment, REPORT_FIGURES_QUEUE_URL: reportFiguresQueue.queueUrl };
      return environment;
    };
    super(scope, id, stackProps);

    this.functions = Object.fromEntries(
      DOMAINS.map((domain) => [
        domain,
        new MizanFunction(this, `Domain-${domain}`, {
          name: domain,
          description: `Mizan API: ${domain} routes`,
          environment: environmentOf(domain),
          timeout: Duration.seconds(10),
          alarmTopic,
        }),
      ]),
    ) as Record<Domain, MizanFunction>;

    for (const domain of DOMAINS) {
      const { fn, role } = this.functions[domain];
      const access = ACCESS[domain];
      grantTable(fn, table, access.table);
      if (access.identity) grantIdentity(fn, userPool, access.identity);
      if (access.documents) {
        grantDocumentObjects(fn, documentsBucket);
        acknowledge(
          role,
          'Every object of the documents bucket, which holds documents only (pending uploads and one folder per firm id): object keys have no fixed prefix to name.',
          // The bucket's ARN, imported from the data stack, as cdk-nag writes it.
          'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/*]',
        );
      }
      if (access.exportJobs) {
        grantExportLinks(fn, documentsBucket);
        firmExportQueue.grantSendMessages(fn);
        acknowledge(
          role,
          "The firm's export ZIPs, one per job under exports/{firm id}/: the links are signed for the job the request names, whose key the table holds.",
          'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/exports/*]',
        );
      }
      if (access.importJobs) {
        grantImportObjects(fn, documentsBucket);
        dossierImportQueue.grantSendMessages(fn);
        acknowledge(
          role,
          'The imports of dossiers, one folder per import under imports/{firm id}/: the request names the import, the table holds its firm.',
          'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/imports/*]',
        );
      }
      if (access.textJobs) documentTextQueue.grantSendMessages(fn);
      if (access.reportJobs) reportFiguresQueue.grantSendMessages(fn);
      denyActivityRewrites(fn, table);
    }

    // One integration (and one invoke permission) per function, shared by its routes: per-route
    // permissions would add ~90 resources for nothing.
    const integrations = Object.fromEntries(
      DOMAINS.map((domain) => [domain, new HttpLambdaIntegration(domain, this.functions[domain].fn, { scopePermissionToRoute: false })]),
    ) as Record<Domain, HttpLambdaIntegration>;
    const noAuthorizer = new HttpNoneAuthorizer();

    const publicRoute =
      "Public by design (the route table marks it public): sign-in, registration, email links, the calendar feed, the API's description.";
    for (const [name, route] of Object.entries(routes)) {
      const created = new HttpRoute(this, `Route-${name}`, {
        httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.domain],
        authorizer: route.roles === 'public' ? noAuthorizer : authorizer,
      });
      if (route.roles === 'public') acknowledge(created, publicRoute, 'AwsSolutions-APIG4');
    }
    // Any other API path reaches a function whose pipeline answers it with the 404 error
    // envelope (API Gateway's own 404 body is not ours).
    const unknownPaths = new HttpRoute(this, 'Route-default', {
      httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrations.account,
      authorizer: noAuthorizer,
    });
    acknowledge(unknownPaths, 'Unknown paths: the function answers the 404 envelope and serves nothing.', 'AwsSolutions-APIG4');
  }
}
