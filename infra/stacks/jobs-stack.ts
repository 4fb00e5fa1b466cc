import { type CfnElement, Duration, Stack, type StackProps, TimeZone } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnRole } from 'aws-cdk-lib/aws-iam';
import { type CfnSchedule, Schedule, ScheduleExpression, TimeWindow } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct, IConstruct } from 'constructs';
import {
  grantExportWriting,
  grantDocumentReading,
  grantImportObjects,
  grantSendEmail,
  grantTable,
  TABLE_READ,
  TABLE_WRITE,
  TABLE_WRITE_BATCHES,
} from '../constructs/grants';
import type { CourtPortalEnvironment } from '../constructs/court-portal';
import { type FunctionEnvironment, MizanFunction } from '../constructs/mizan-function';
import { acknowledge } from '../constructs/nag';

/**
 * A worker's queue (`{name}Queue`) and its dead-letter queue (`{name}DeadLetters`, 14 days): a
 * message is tried 3 times; it stays invisible six times the worker's timeout while tried, as
 * Lambda advises for SQS sources.
 */
const workerQueue = (scope: Construct, name: string, workerTimeout: Duration) => {
  const deadLetters = new Queue(scope, `${name}DeadLetters`, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  return new Queue(scope, `${name}Queue`, {
    visibilityTimeout: Duration.minutes(workerTimeout.toMinutes() * 6),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: 3 },
  });
};

/** Documents read per invocation of the document-text job. */
const DOCUMENT_TEXT_BATCH = 4;

export type JobsStackProps = StackProps & {
  table: ITable;
  /** The firm-export worker reads the documents and writes the ZIPs under exports/. */
  documentsBucket: IBucket;
  /** The registrations job deletes the identity user of an unverified registration. */
  userPool: IUserPool;
  environment: FunctionEnvironment;
  /** The court portal's settings, for the worker only. */
  courtPortal: CourtPortalEnvironment;
  alarmTopic: ITopic;
};

/**
 * The role EventBridge Scheduler assumes to invoke a schedule's target: CDK's LambdaInvoke makes one
 * per target function, at the stack's root, shared by that function's schedules.
 */
const targetRoleOf = (schedule: Schedule): IConstruct => {
  const stack = Stack.of(schedule);
  const target = stack.resolve((schedule.node.defaultChild as CfnSchedule).target) as { roleArn: { 'Fn::GetAtt': [string, string] } };
  const [logicalId] = target.roleArn['Fn::GetAtt'];
  const role = stack.node.findAll().find((node) => node instanceof CfnRole && stack.getLogicalId(node) === logicalId);
  if (!role?.node.scope) throw new Error(`no role ${logicalId} for ${schedule.node.path}`);
  return role.node.scope;
};

/** Workers syncing at once; each paces its portal requests at its share of the global rate (COURT_PORTAL_RATE). */
export const COURT_SYNC_WORKERS = 2;

/**
 * Scheduled work, on EventBridge Scheduler:
 * - court-sync (the planner) at 02:00 and 12:00 on working days, Africa/Casablanca, within a
 *   30-minute flexible window (never a burst at the top of the hour): it queues each firm's open
 *   dossiers with a court reference; court-sync-worker consumes the queue in batches, at most
 *   COURT_SYNC_WORKERS at once, reporting partial-batch failures; a message failed 3 times goes to
 *   the dead-letter queue;
 * - alerts daily at 07:00 Casablanca time: deadline alerts and the digest emails;
 * - reports daily at 03:00 Casablanca time: each firm's figures (one aggregate item per firm and
 *   per lawyer), which GET /api/Rapports reads; the same function computes one firm's at once
 *   when its staff ask for them (`reportFiguresQueue`, queued by the reports API function; 3 tries
 *   then the dead-letter queue);
 * - registrations every 15 minutes: removes the registrations not verified within 7 days, and
 *   those whose identity user was left half made, identity user included (the public account
 *   function holds no user deletion).
 * - the outbox worker (functions/src/jobs/outbox.ts): the table's stream hands it each new item
 *   at once (a batch that keeps failing goes, after 3 tries, to its dead-letter queue), and a
 *   schedule sweeps every minute for emails due again after a failed send. Two alarms: a message
 *   in that dead-letter queue, and an email waiting more than 15 minutes (the sweep's
 *   OutboxAgeSeconds metric). Only this function may send email.
 * - firm-export (the worker of the firm's whole export): the exports API function queues a job
 *   (`firmExportQueue`); the worker writes its ZIP (up to 15 minutes), one job at a time, 3 tries
 *   then the dead-letter queue (the last try marks the job failed). It reads the table and every
 *   document, and writes only its job's end and the ZIPs under exports/.
 * - dossier-import (the worker of the imports of dossiers from a spreadsheet): the imports API
 *   function queues a run (`dossierImportQueue`); the worker creates the dossiers (a 2,000-row file
 *   in about a minute, 10,000 rows at most), one import at a time, 3 tries then the dead-letter
 *   queue (the last try marks the import failed). It writes the table as the dossiers function
 *   does, without inviting anyone, and reads and writes only under imports/ of the bucket.
 * - document-text (the worker that reads a stored document's text): the documents and templates API
 *   functions queue each document they store (`documentTextQueue`); the worker reads its file
 *   (GetObject only), batch-writes its words' search entries and updates the document's text state,
 *   four documents a batch (one OCR worker for their scans), 3 tries then the dead-letter queue.
 */
export class JobsStack extends Stack {
  readonly courtSync: MizanFunction;
  readonly courtSyncWorker: MizanFunction;
  readonly alerts: MizanFunction;
  readonly registrations: MizanFunction;
  readonly reports: MizanFunction;
  readonly reportFiguresQueue: Queue;
  readonly outbox: MizanFunction;
  readonly firmExport: MizanFunction;
  readonly firmExportQueue: Queue;
  readonly dossierImport: MizanFunction;
  readonly dossierImportQueue: Queue;
  readonly documentText: MizanFunction;
  readonly documentTextQueue: Queue;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    const { table, documentsBucket, userPool, environment, courtPortal, alarmTopic, ...stackProps } = props;
    super(scope, id, stackProps);

    // A run walks every open dossier: minutes, not the API's seconds.
    const timeout = Duration.minutes(5);
    const queue = workerQueue(this, 'CourtSync', timeout);
    this.courtSync = new MizanFunction(this, 'CourtSync', {
      name: 'court-sync',
      description: 'Mizan job: queue the open dossiers with a court reference for the court-portal sync',
      environment: { ...environment, COURT_SYNC_QUEUE_URL: queue.queueUrl },
      timeout,
      alarmTopic,
    });
    this.courtSyncWorker = new MizanFunction(this, 'CourtSyncWorker', {
      name: 'court-sync-worker',
      description: 'Mizan job: synchronise a batch of dossiers with the court portal',
      environment: { ...environment, ...courtPortal, COURT_PORTAL_RATE: String(2 / COURT_SYNC_WORKERS) },
      timeout,
      alarmTopic,
    });
    this.alerts = new MizanFunction(this, 'Alerts', {
      name: 'alerts',
      description: 'Mizan job: deadline alerts and the daily digest email',
      environment,
      timeout,
      alarmTopic,
    });
    this.registrations = new MizanFunction(this, 'Registrations', {
      name: 'registrations',
      description: 'Mizan job: remove unverified registrations and their identity users',
      environment,
      timeout,
      alarmTopic,
    });
    grantTable(this.registrations.fn, table, TABLE_WRITE);
    userPool.grant(this.registrations.fn, 'cognito-idp:AdminDeleteUser');
    const registrationsSchedule = new Schedule(this, 'RegistrationsSchedule', {
      description: 'registrations every 15 minutes',
      schedule: ScheduleExpression.rate(Duration.minutes(15)),
      target: new LambdaInvoke(this.registrations.fn, { retryAttempts: 0 }),
    });
    grantTable(this.courtSync.fn, table, TABLE_READ);
    queue.grantSendMessages(this.courtSync.fn);
    grantTable(this.courtSyncWorker.fn, table, TABLE_WRITE);
    this.courtSyncWorker.fn.addEventSource(
      new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: COURT_SYNC_WORKERS }),
    );
    grantTable(this.alerts.fn, table, TABLE_WRITE_BATCHES);
    // A firm's figures read each of its dossiers: minutes at 40,000 dossiers, up to Lambda's longest run.
    const reportsTimeout = Duration.minutes(15);
    this.reports = new MizanFunction(this, 'Reports', {
      name: 'report-figures',
      description: "Mizan job: each firm's report figures",
      environment,
      timeout: reportsTimeout,
      alarmTopic,
    });
    grantTable(this.reports.fn, table, TABLE_WRITE_BATCHES);
    const reportsSchedule = new Schedule(this, 'ReportsSchedule', {
      description: 'reports daily at 03:00 Africa/Casablanca',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '3', timeZone: TimeZone.AFRICA_CASABLANCA }),
      target: new LambdaInvoke(this.reports.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
    });
    this.reportFiguresQueue = workerQueue(this, 'ReportFigures', reportsTimeout);
    this.reports.fn.addEventSource(new SqsEventSource(this.reportFiguresQueue, { batchSize: 1, reportBatchItemFailures: true }));

    // A firm's whole export reads every record and document: minutes, up to Lambda's longest run.
    const exportTimeout = Duration.minutes(15);
    this.firmExportQueue = workerQueue(this, 'FirmExport', exportTimeout);
    this.firmExport = new MizanFunction(this, 'FirmExport', {
      name: 'firm-export',
      description: "Mizan job: write a firm's whole export (a ZIP of its records and documents)",
      environment,
      timeout: exportTimeout,
      alarmTopic,
    });
    grantTable(this.firmExport.fn, table, TABLE_WRITE);
    grantExportWriting(this.firmExport.fn, documentsBucket);
    acknowledge(
      this.firmExport.role,
      'The export reads every document of the firm, whose keys (one folder per firm id) have no fixed prefix to name; it writes under exports/ only.',
      'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/*]',
      'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/exports/*]',
    );
    this.firmExport.fn.addEventSource(new SqsEventSource(this.firmExportQueue, { batchSize: 1, reportBatchItemFailures: true }));

    const importTimeout = Duration.minutes(15);
    this.dossierImportQueue = workerQueue(this, 'DossierImport', importTimeout);
    this.dossierImport = new MizanFunction(this, 'DossierImport', {
      name: 'dossier-import',
      description: 'Mizan job: create the dossiers of an import from a spreadsheet',
      environment,
      timeout: importTimeout,
      alarmTopic,
    });
    grantTable(this.dossierImport.fn, table, TABLE_WRITE_BATCHES);
    grantImportObjects(this.dossierImport.fn, documentsBucket);
    acknowledge(
      this.dossierImport.role,
      'The imports of dossiers, one folder per import under imports/{firm id}/: the message names the import.',
      'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/imports/*]',
    );
    this.dossierImport.fn.addEventSource(new SqsEventSource(this.dossierImportQueue, { batchSize: 1, reportBatchItemFailures: true }));

    const documentTextTimeout = Duration.minutes(DOCUMENT_TEXT_BATCH + 1);
    this.documentTextQueue = workerQueue(this, 'DocumentText', documentTextTimeout);
    this.documentText = new MizanFunction(this, 'DocumentText', {
      name: 'document-text',
      description: "Mizan job: read a stored document's text and index its words",
      environment,
      // A batch's readings at their own limit (services/document-text: a minute each), and a margin.
      timeout: documentTextTimeout,
      alarmTopic,
      // Its native canvas (scanned PDFs' pages) is the Linux x64 build npm installs on the machines
      // that build and deploy, shipped beside the bundle (functions/bundle-options.ts): no fetch at build.
      architecture: Architecture.X86_64,
    });
    grantTable(this.documentText.fn, table, TABLE_WRITE_BATCHES);
    grantDocumentReading(this.documentText.fn, documentsBucket);
    acknowledge(
      this.documentText.role,
      'The worker reads the document its message names, whose key (one folder per firm id) has no fixed prefix to name; it writes no object.',
      'AwsSolutions-IAM5[Resource::Mizan-Data:ExportsOutputFnGetAttDocuments7E5B2978Arn159F38C5/*]',
    );
    // A batch's scans share one OCR worker (its start, 1–2 s, paid once per batch).
    this.documentText.fn.addEventSource(
      new SqsEventSource(this.documentTextQueue, { batchSize: DOCUMENT_TEXT_BATCH, reportBatchItemFailures: true }),
    );

    this.outbox = new MizanFunction(this, 'Outbox', {
      name: 'outbox',
      description: 'Mizan job: deliver the emails of the outbox, once each, again after a failed send',
      environment,
      timeout: Duration.minutes(1),
      alarmTopic,
    });
    grantTable(this.outbox.fn, table, TABLE_WRITE);
    table.grantStreamRead(this.outbox.fn);
    grantSendEmail(this.outbox.fn, environment.MAIL_FROM);
    acknowledge(
      this.outbox.role,
      'Reading a table stream needs dynamodb:ListStreams, which has no resource-level permission (Resource *); the other stream actions name the table.',
      'AwsSolutions-IAM5[Resource::*]',
    );
    const outboxDeadLetters = new Queue(this, 'OutboxDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(
      outboxDeadLetters,
      'This queue is itself a dead-letter queue: the failure destination of the outbox worker’s stream source (with its alarm).',
      'AwsSolutions-SQS3',
    );
    this.outbox.fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 3,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(outboxDeadLetters),
        // New items only; the worker itself skips those that are not the outbox's.
        filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT') })],
      }),
    );
    const outboxSchedule = new Schedule(this, 'OutboxSweepSchedule', {
      description: 'outbox sweep every minute (emails due again after a failed send)',
      schedule: ScheduleExpression.rate(Duration.minutes(1)),
      target: new LambdaInvoke(this.outbox.fn, { retryAttempts: 0, maxEventAge: Duration.minutes(1) }),
    });
    new Alarm(this, 'OutboxDeadLettersAlarm', {
      alarmDescription: 'Outbox stream records failed 3 times: see the outbox dead-letter queue',
      metric: outboxDeadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    new Alarm(this, 'OutboxAgeAlarm', {
      alarmDescription: 'An email has waited in the outbox for more than 15 minutes (mail service down, or the worker failing)',
      metric: new Metric({ namespace: 'Mizan', metricName: 'OutboxAgeSeconds', statistic: 'Maximum', period: Duration.minutes(5) }),
      threshold: 15 * 60,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    // Each night at 02:00 (a Saturday's run catches Friday afternoon's hearings), and at 12:00 on
    // working days. A missed run is retried briefly; a stale one is dropped (the next run catches up).
    const courtSyncSchedules = (
      [
        ['Night', '2', '*', 'every day'],
        ['Noon', '12', 'MON-FRI', 'working days'],
      ] as const
    ).map(
      ([name, hour, weekDay, days]) =>
        new Schedule(this, `CourtSync${name}Schedule`, {
          description: `court-sync at ${hour}:00 on ${days}, Africa/Casablanca`,
          schedule: ScheduleExpression.cron({ minute: '0', hour, weekDay, timeZone: TimeZone.AFRICA_CASABLANCA }),
          timeWindow: TimeWindow.flexible(Duration.minutes(30)),
          target: new LambdaInvoke(this.courtSync.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
        }),
    );
    const alertsSchedule = new Schedule(this, 'AlertsSchedule', {
      description: 'alerts daily at 07:00 Africa/Casablanca',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '7', timeZone: TimeZone.AFRICA_CASABLANCA }),
      target: new LambdaInvoke(this.alerts.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
    });

    // The scheduler's role of each job may invoke that function and its versions and aliases
    // (`arn:…:function:name:*`, as CDK's LambdaInvoke grants it).
    for (const [job, schedule] of [
      [this.courtSync, courtSyncSchedules[0]!],
      [this.alerts, alertsSchedule],
      [this.registrations, registrationsSchedule],
      [this.reports, reportsSchedule],
      [this.outbox, outboxSchedule],
    ] as const)
      acknowledge(
        targetRoleOf(schedule),
        "EventBridge Scheduler's role for this job may invoke its function's versions and aliases (`<arn>:*`, CDK's LambdaInvoke grant), that function only.",
        `AwsSolutions-IAM5[Resource::<${this.getLogicalId(job.fn.node.defaultChild as CfnElement)}.Arn>:*]`,
      );
  }
}
