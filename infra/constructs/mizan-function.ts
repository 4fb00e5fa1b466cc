import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionName } from '../../functions/bundle-options';
import type { CourtPortalEnvironment } from './court-portal';
import { functionCode } from './function-code';

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
};

export type MizanFunctionProps = {
  name: FunctionName;
  description: string;
  environment: FunctionEnvironment;
  /** 10 s for API routes (API Gateway gives up at 30 s); longer for scheduled jobs. */
  timeout: Duration;
};

/** One Lambda function of Mizan: Node 22 on arm64, 512 MB, bundled code, its own log group. */
export class MizanFunction extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: MizanFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new LambdaFunction(this, 'Function', {
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout,
      handler: 'index.handler',
      code: functionCode(this, props.name),
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      logGroup,
    });
  }
}
