import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { TABLE } from '../definitions';

/**
 * The stateful data: the one DynamoDB table, the documents bucket and its access logs. All are
 * retained when the stack is deleted, and the stack is termination-protected. It also holds the
 * alarm topic every function's alarms notify (subscribe to it: infra/README.md).
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly documentsBucket: Bucket;
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { ...props, terminationProtection: true });

    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: key(TABLE.partitionKey),
      sortKey: key(TABLE.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      // The outbox worker's trigger (jobs stack): keys are all it reads.
      stream: StreamViewType.KEYS_ONLY,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      });
    }

    // Who read, wrote or deleted which document, kept two years.
    const accessLogs = new Bucket(this, 'DocumentsAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ expiration: Duration.days(730) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.documentsBucket = new Bucket(this, 'Documents', {
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'documents/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Legal files: an overwrite or a deletion can be undone for 90 days.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Direct uploads land under pending/ until confirmed (then moved): what is never confirmed goes after a day.
        { prefix: 'pending/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // The firm's exports (ZIPs under exports/) are downloadable for 24 hours: gone after 2 days.
        { prefix: 'exports/', expiration: Duration.days(2), noncurrentVersionExpiration: Duration.days(1) },
        // The imports' files and reports (imports/) are kept 30 days, as their records in the table.
        { prefix: 'imports/', expiration: Duration.days(30), noncurrentVersionExpiration: Duration.days(1) },
      ],
      // CORS (the browser's presigned uploads and downloads) is limited to the app's origin, which
      // only the web stack knows: it writes the bucket's CORS rules (web-stack.ts, DocumentsCors).
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.alarmTopic = new Topic(this, 'Alarms', { displayName: 'Mizan alarms', enforceSSL: true });

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn, description: 'Subscribe to receive the alarms' });
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'The DynamoDB table' });
    new CfnOutput(this, 'DocumentsBucketName', {
      value: this.documentsBucket.bucketName,
      description: 'The private bucket of uploaded documents',
    });
  }
}
