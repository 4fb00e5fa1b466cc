import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { FunctionName } from '../../functions/bundle-options';
import type { CourtPortalEnvironment } from './court-portal';
import { functionCode } from './function-code';
import { lambdaRole } from './grants';
import { acknowledge } from './nag';

/** What every function reads from its environment (functions/src/adapters/config.ts). */
export type FunctionEnvironment = CourtPortalEnvironment & {
  TABLE_NAME: string;
  USER_POOL_ID: string;
  USER_POOL_CLIENT_ID: string;
  JWT_ISSUER: string;
  DOCUMENTS_BUCKET: string;
  MAIL_FROM: string;
  APP_URL: string;
  /** The court-sync queue (the planner only) and the worker's share of the portal's rate. */
  COURT_SYNC_QUEUE_URL?: string;
  COURT_PORTAL_RATE?: string;
  /** The firm-export queue (the exports API function only). */
  FIRM_EXPORT_QUEUE_URL?: string;
  /** The dossier-import queue (the imports API function only). */
  DOSSIER_IMPORT_QUEUE_URL?: string;
  /** The API functions only: the header CloudFront adds (functions/src/runtime/origin-guard.ts). */
  ORIGIN_SECRET?: string;
};

export type MizanFunctionProps = {
  name: FunctionName;
  description: string;
  environment: FunctionEnvironment;
  /** 10 s for API routes (API Gateway gives up at 30 s); longer for scheduled jobs. */
  timeout: Duration;
  /** Where its alarms (errors, throttles) notify. */
  alarmTopic: ITopic;
  /** arm64 unless said: a function with a native module runs where its build does. */
  architecture?: Architecture;
};

/**
 * One Lambda function of Mizan: Node 22 on arm64 (unless said), 512 MB, bundled code, its own log group, its own
 * role, and two alarms to the alarm topic: any error (an unexpected failure: a 500, a job that
 * threw) and any throttle in 5 minutes.
 *
 * The role starts with nothing but writing to the function's own log group (`lambdaRole`), and the
 * stacks add what the function's code calls.
 */
export class MizanFunction extends Construct {
  readonly fn: LambdaFunction;
  /** The function's execution role: acknowledgements about its grants belong here. */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: MizanFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = lambdaRole(this, 'Role', logGroup, `Mizan ${props.name}: its own logs, and what its code calls`);
    this.fn = new LambdaFunction(this, 'Function', {
      description: props.description,
      // Its bundle targets the same Node.js (infra/lambda-runtime.ts).
      runtime: Runtime.NODEJS_22_X,
      role: this.role,
      architecture: props.architecture ?? Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout,
      handler: 'index.handler',
      code: functionCode(this, props.name),
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      logGroup,
    });
    acknowledge(
      this.fn,
      'Node 22, not the newest Lambda runtime: the project supports and tests Node 20.19+ and 22 (README), and the bundles target node22.',
      'AwsSolutions-L1',
    );
    const alarms = {
      Errors: this.fn.metricErrors({ period: Duration.minutes(5) }),
      Throttles: this.fn.metricThrottles({ period: Duration.minutes(5) }),
    };
    for (const [name, metric] of Object.entries(alarms)) {
      new Alarm(this, `${name}Alarm`, {
        alarmDescription: `Mizan ${props.name}: ${name.toLowerCase()} in the last 5 minutes`,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(new SnsAction(props.alarmTopic));
    }
  }
}
