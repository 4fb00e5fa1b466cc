import { Duration, Stack, type StackProps, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';
import { grantSendEmail } from '../constructs/grants';
import { type FunctionEnvironment, MizanFunction } from '../constructs/mizan-function';

export type JobsStackProps = StackProps & {
  table: ITable;
  environment: FunctionEnvironment;
};

/**
 * Scheduled work, on EventBridge Scheduler: court-sync pulls hearing and deadline changes from the
 * court portal every 6 hours; alerts sends the daily digest at 07:00 Casablanca time.
 */
export class JobsStack extends Stack {
  readonly courtSync: MizanFunction;
  readonly alerts: MizanFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    const { table, environment, ...stackProps } = props;
    super(scope, id, stackProps);

    // A run walks every active dossier: minutes, not the API's seconds.
    const timeout = Duration.minutes(5);
    this.courtSync = new MizanFunction(this, 'CourtSync', {
      name: 'court-sync',
      description: 'Mizan job: synchronise hearings and deadlines from the court portal',
      environment,
      timeout,
    });
    this.alerts = new MizanFunction(this, 'Alerts', {
      name: 'alerts',
      description: 'Mizan job: upcoming deadlines and hearings, notifications and email digest',
      environment,
      timeout,
    });
    table.grantReadWriteData(this.courtSync.fn);
    table.grantReadWriteData(this.alerts.fn);
    grantSendEmail(this.alerts.fn, environment.MAIL_FROM);

    // A missed run is retried briefly; a stale one is dropped (the next run catches up).
    new Schedule(this, 'CourtSyncSchedule', {
      description: 'court-sync every 6 hours',
      schedule: ScheduleExpression.rate(Duration.hours(6)),
      target: new LambdaInvoke(this.courtSync.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
    });
    new Schedule(this, 'AlertsSchedule', {
      description: 'alerts daily at 07:00 Africa/Casablanca',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '7', timeZone: TimeZone.AFRICA_CASABLANCA }),
      target: new LambdaInvoke(this.alerts.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
    });
  }
}
