import { Match } from 'aws-cdk-lib/assertions';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, documentAt } from '@mizan/shared/prerendered-pages';
import { DOMAINS, routeKey } from '@mizan/shared/route';
import { ROLES } from '@mizan/shared/roles';
import { routes } from '@mizan/shared/routes';
import { JOBS } from '../../functions/bundle-options';
import { TABLE, USER_POOL } from '../../infra/definitions';
import { LAMBDA_BUNDLE_TARGET } from '../../infra/lambda-runtime';
import { actionsOf, MAIL_FROM, statementsOf, synthMizan } from './synth';

// One synthesis for every stack's assertions: synthesis (with CloudFormation schema validation)
// is the slow part of these tests.
const { data, auth, web, api, jobs } = synthMizan();

describe('data stack', () => {
  it('has one on-demand table with both GSIs, TTL and point-in-time recovery, retained', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) =>
          Match.objectLike({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      },
    });
  });

  it('keeps documents in a private, encrypted, TLS-only bucket, retained', () => {
    data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
            Match.objectLike({ Prefix: 'pending/', ExpirationInDays: 1, Status: 'Enabled' }),
          ]),
        },
        // CORS is the web stack's: it knows the app's origin.
        CorsConfiguration: Match.absent(),
      },
    });
    data.hasOutput('TableName', {});
    data.hasOutput('DocumentsBucketName', {});
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });
});

describe('auth stack', () => {
  it('signs in by email, without self sign-up or Cognito account recovery', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      UserPoolTier: 'LITE',
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: USER_POOL.passwordPolicy.minLength, RequireSymbols: true }) },
      Schema: Match.arrayWith(
        USER_POOL.customAttributes.map((name) =>
          Match.objectLike({
            Name: name,
            AttributeDataType: 'String',
            Mutable: !(USER_POOL.immutableAttributes as readonly string[]).includes(name),
          }),
        ),
      ),
    });
  });

  it('offers two-factor sign-in with an authenticator app (TOTP), optional per person, no SMS', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('has one group per role', () => {
    expect(USER_POOL.groups).toEqual(ROLES);
    for (const group of USER_POOL.groups) auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
  });

  it('has an app client for USER_PASSWORD_AUTH and refresh, without secret or OAuth', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      AllowedOAuthFlows: Match.absent(),
    });
    auth.hasOutput('UserPoolId', {});
    auth.hasOutput('UserPoolClientId', {});
  });
});

const domainFunction = (domain: string) => `Domain${domain}Function`;

describe('api stack', () => {
  it('has exactly one route per route-table entry, plus $default', () => {
    expect(Object.keys(api.findResources('AWS::ApiGatewayV2::Route'))).toHaveLength(Object.keys(routes).length + 1);
  });

  it('sends unmatched API paths to a function, without authorizer, for the 404 envelope', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default', AuthorizationType: 'NONE' });
  });

  it.each(Object.entries(routes))('routes %s with its documented method and path', (_name, route) => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey(route),
      ...(route.roles === 'public'
        ? { AuthorizationType: 'NONE', AuthorizerId: Match.absent() }
        : { AuthorizationType: 'JWT', AuthorizerId: Match.anyValue() }),
    });
  });

  it('names path variables the same way at each level, as API Gateway requires', () => {
    // API Gateway rejects `/a/{x}` beside `/a/{y}/b` at deploy time (ConflictException).
    const variablesUnder = new Map<string, Set<string>>();
    for (const route of Object.values(routes)) {
      let parent = '';
      for (const segment of route.path.split('/').slice(1)) {
        const variable = segment.startsWith('{');
        if (variable) variablesUnder.set(parent, (variablesUnder.get(parent) ?? new Set()).add(segment));
        parent += `/${variable ? '{}' : segment}`;
      }
    }
    for (const [parent, names] of variablesUnder) expect([...names], parent || '/').toHaveLength(1);
  });

  it('checks tokens with a JWT authorizer on the Cognito issuer and the app client', () => {
    web.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith(['https://'])] }),
        Audience: [Match.anyValue()],
      },
    });
  });

  it('runs one Node 22 arm64 function per domain with the documented environment', () => {
    expect(Object.keys(api.findResources('AWS::Lambda::Function'))).toHaveLength(DOMAINS.length);
    api.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      Handler: 'index.handler',
      Environment: {
        Variables: {
          TABLE_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          JWT_ISSUER: Match.anyValue(),
          DOCUMENTS_BUCKET: Match.anyValue(),
          MAIL_FROM: MAIL_FROM,
          APP_URL: Match.anyValue(),
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
    });
  });

  it('grants table writes only to the domains that write', () => {
    const READ_ONLY_DOMAINS: readonly string[] = ['search', 'activity'];
    for (const domain of READ_ONLY_DOMAINS) {
      const actions = actionsOf(api, domainFunction(domain));
      expect(actions).toContain('dynamodb:Query');
      expect(actions).not.toContain('dynamodb:PutItem');
    }
    for (const domain of DOMAINS.filter((d) => !READ_ONLY_DOMAINS.includes(d))) {
      expect(actionsOf(api, domainFunction(domain))).toContain('dynamodb:PutItem');
    }
  });

  it("keeps the firm's activity log append-only: every function is denied updates and deletes of its keys", () => {
    const denials = Object.values(api.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Effect: string; Action: string[]; Condition?: unknown }[]).filter(
        (statement) => statement.Effect === 'Deny',
      ),
    );
    expect(denials).toHaveLength(DOMAINS.length);
    for (const denial of denials)
      expect(denial).toMatchObject({
        Action: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
        Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['T#*#ACTIVITY'] } },
      });
  });

  it('grants Cognito admin actions only to account, users and dossiers, and email to none (the outbox worker sends)', () => {
    for (const domain of DOMAINS) {
      const actions = actionsOf(api, domainFunction(domain));
      const trusted = ['account', 'users', 'dossiers'].includes(domain);
      expect(actions.includes('cognito-idp:AdminCreateUser'), domain).toBe(trusted);
      // Emails are outbox items of the table: the jobs stack's outbox worker alone sends them.
      expect(actions.includes('ses:SendEmail'), domain).toBe(false);
      expect(actions.some((action) => action.startsWith('cognito-idp:') && !action.startsWith('cognito-idp:Admin'))).toBe(false);
    }
  });

  it('lets only the documents, templates and print functions touch document objects, and only put/get/delete (the exports function signs GETs of the ZIPs, the imports function its files)', () => {
    const allowed: Partial<Record<(typeof DOMAINS)[number], string[]>> = {
      documents: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
      // the template library's files, and the documents rendered from them
      templates: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
      // the PDF of an invoice sent to the clients, stored as a document of the dossier
      print: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
      exports: ['s3:GetObject'],
      // the imports' files (their uploads are signed with PutObject) and reports, under imports/
      imports: ['s3:GetObject', 's3:PutObject'],
    };
    for (const domain of DOMAINS) {
      const s3 = actionsOf(api, domainFunction(domain)).filter((action) => action.startsWith('s3:'));
      expect(s3.sort()).toEqual(allowed[domain] ?? []);
    }
  });

  it('restricts SendEmail to the configured sender', () => {
    jobs.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'ses:SendEmail', Condition: { StringEquals: { 'ses:FromAddress': MAIL_FROM } } }),
        ]),
      },
    });
  });
});

// Managed policy ids (CloudFront documentation).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Behavior = {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: string;
  FunctionAssociations?: unknown[];
};
type DistributionConfig = {
  DefaultCacheBehavior: Omit<Behavior, 'PathPattern'>;
  CacheBehaviors: Behavior[];
  Origins: { Id: string; S3OriginConfig?: unknown; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown }[];
};
const distributions = Object.values(
  web.findResources('AWS::CloudFront::Distribution') as Record<string, { Properties: { DistributionConfig: DistributionConfig } }>,
);
const config = distributions[0]!.Properties.DistributionConfig;
const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);

describe('web stack', () => {
  it('serves the SPA from a private bucket through origin access control', () => {
    expect(distributions).toHaveLength(1);
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    const s3Origin = config.Origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3Origin?.Id);
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ DefaultRootObject: 'index.html' }),
    });
  });

  it("limits the documents bucket's CORS to the app's own origin", () => {
    type Joined = { 'Fn::Join': [string, (string | object)[]] };
    const [cors] = Object.values(web.findResources('Custom::AWS') as Record<string, { Properties: { Create: Joined; Delete: unknown } }>);
    // The call's JSON, with each CloudFormation token written as its reference.
    const call = (cors?.Properties.Create['Fn::Join'][1] ?? [])
      .map((part) => (typeof part === 'string' ? part : `<${JSON.stringify(part)}>`))
      .join('');
    expect(call).toContain('"action":"putBucketCors"');
    // The only origin is the distribution's address.
    expect(call).toMatch(/"AllowedOrigins":\["https:\/\/<\{"Fn::GetAtt":\["Distribution\w+","DomainName"\]\}>"\]/);
    expect(JSON.stringify(cors?.Properties.Delete)).toContain('deleteBucketCors');
    web.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: 's3:PutBucketCORS' })]) },
    });
  });

  it('rewrites client-side routes to index.html, a prerendered page to its own document, on the SPA behaviour only', () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    for (const b of config.CacheBehaviors) expect(b.FunctionAssociations, b.PathPattern).toBeUndefined();

    const [fn] = Object.values(web.findResources('AWS::CloudFront::Function') as Record<string, { Properties: { FunctionCode: string } }>);
    type Request = { uri: string };
    const handler = new Function(`${fn!.Properties.FunctionCode}; return handler;`)() as (event: { request: Request }) => Request;
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/Folders')).toBe('/index.html');
    expect(rewrite('/Client/Folder')).toBe('/index.html');
    // The local static site serves the same documents (documentAt).
    for (const path of [...PRERENDERED_PAGES, '/login/x', '/Folders']) expect(rewrite(path), path).toBe(documentAt(path));
    expect(rewrite('/login')).toBe('/login.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('sends every first path segment of the route table to the API, uncached', () => {
    const segments = new Set(Object.values(routes).map((route) => route.path.split('/')[1]));
    expect(segments.size).toBeGreaterThan(0);
    const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig);
    for (const segment of segments) {
      const b = behavior(`/${segment}/*`);
      expect(b, segment).toBeDefined();
      expect(b?.TargetOriginId).toBe(apiOrigin?.Id);
      expect(b?.CachePolicyId).toBe(CACHING_DISABLED);
      expect(b?.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    }
  });

  it('serves /locales from the bucket with short caching', () => {
    const locales = behavior('/locales/*');
    expect(locales?.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 300, MaxTTL: 300 }),
    });
  });

  it('serves the API on an auto-deployed $default stage with access logs and a rate limit', () => {
    web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });

  it('exports the app and API addresses', () => {
    web.hasOutput('AppUrl', { Value: { 'Fn::Join': ['', ['https://', Match.anyValue()]] } });
    web.hasOutput('ApiUrl', {});
  });
});

describe('jobs stack', () => {
  it('runs the jobs on arm64, but the document-text job on x86_64, where its native canvas build runs', () => {
    const architectures = Object.entries(jobs.findResources('AWS::Lambda::Function'))
      .filter(([, fn]) => (fn.Properties.Description as string | undefined)?.startsWith('Mizan job'))
      .map(([id, fn]) => [id.replace(/Function[0-9A-F]{8}$/, ''), (fn.Properties.Architectures as string[])[0]]);
    expect(architectures.length).toBeGreaterThan(5);
    for (const [id, architecture] of architectures) expect(architecture, id).toBe(id === 'DocumentText' ? 'x86_64' : 'arm64');
    expect(architectures.map(([id]) => id)).toContain('DocumentText');
  });

  it('runs court-sync each night at 02:00 and at 12:00 on working days, Casablanca time, never at the top of the hour exactly', () => {
    for (const expression of ['cron(0 2 ? * * *)', 'cron(0 12 ? * MON-FRI *)'])
      jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: expression,
        ScheduleExpressionTimezone: 'Africa/Casablanca',
        FlexibleTimeWindow: { Mode: 'FLEXIBLE', MaximumWindowInMinutes: 30 },
        State: 'ENABLED',
        Target: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^CourtSync(?!Worker)'), 'Arn'] }, RoleArn: Match.anyValue() },
      });
  });

  it('fans the dossiers out through a queue with a dead-letter queue, to at most 2 workers reporting partial-batch failures', () => {
    jobs.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
      FunctionName: { Ref: Match.stringLikeRegexp('^CourtSyncWorker') },
    });
  });

  it("writes the firm's exports from their own queue, one job at a time, with the documents to read and exports/ to write", () => {
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: Match.stringLikeRegexp('^FirmExport') },
    });
    jobs.hasResourceProperties('AWS::SQS::Queue', { VisibilityTimeout: 5400, RedrivePolicy: Match.objectLike({ maxReceiveCount: 3 }) });
    const statements = statementsOf(jobs, 'FirmExport');
    const s3 = statements.filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith('s3:')));
    expect(s3.map((statement) => [[statement.Action].flat().sort(), JSON.stringify(statement.Resource).includes('/exports/*')])).toEqual([
      [['s3:GetObject'], false],
      [['s3:AbortMultipartUpload', 's3:PutObject'], true],
    ]);
    // The API's exports function queues the jobs and signs GETs of exports/ only.
    const exportsFunction = statementsOf(api, 'Domainexports');
    expect(exportsFunction.flatMap((statement) => [statement.Action].flat())).toContain('sqs:SendMessage');
    const signing = exportsFunction.filter((statement) => [statement.Action].flat().includes('s3:GetObject'));
    expect(signing).toHaveLength(1);
    expect(JSON.stringify(signing[0]!.Resource)).toContain('/exports/*');
  });

  it("computes a firm's figures asked now from their own queue, one firm at a time, which only the reports API function sends to", () => {
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: Match.stringLikeRegexp('^Reports') },
    });
    const sendsTo = (domain: string) =>
      statementsOf(api, domainFunction(domain)).some(
        (statement) =>
          [statement.Action].flat().includes('sqs:SendMessage') && JSON.stringify(statement.Resource).includes('ReportFiguresQueue'),
      );
    expect(DOMAINS.filter(sendsTo)).toEqual(['reports']);
    api.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Mizan API: reports routes',
      Environment: { Variables: Match.objectLike({ REPORT_FIGURES_QUEUE_URL: Match.anyValue() }) },
    });
  });

  it("reads documents' texts four at a time (one OCR worker a batch), within the function's timeout and the queue's visibility", () => {
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 4,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: Match.stringLikeRegexp('^DocumentText') },
    });
    jobs.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp("document's text"), Timeout: 300 });
    jobs.hasResourceProperties('AWS::SQS::Queue', { VisibilityTimeout: 1800, RedrivePolicy: Match.objectLike({ maxReceiveCount: 3 }) });
  });

  it('runs the imports of dossiers from their own queue, one at a time, with imports/ of the bucket only', () => {
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: Match.stringLikeRegexp('^DossierImport') },
    });
    const s3Of = (statements: ReturnType<typeof statementsOf>) =>
      statements
        .filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith('s3:')))
        .map((statement) => [[statement.Action].flat().sort(), JSON.stringify(statement.Resource).includes('/imports/*')]);
    expect(s3Of(statementsOf(jobs, 'DossierImport'))).toEqual([[['s3:GetObject', 's3:PutObject'], true]]);
    expect(actionsOf(jobs, 'DossierImport')).not.toContain('cognito-idp:AdminCreateUser');
    // The API's imports function queues the runs and signs the files' uploads under imports/ only.
    const importsFunction = statementsOf(api, 'Domainimports');
    expect(importsFunction.flatMap((statement) => [statement.Action].flat())).toContain('sqs:SendMessage');
    expect(s3Of(importsFunction)).toEqual([[['s3:GetObject', 's3:PutObject'], true]]);
  });

  it('runs alerts daily at 07:00 Casablanca time', () => {
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 7 * * ? *)',
      ScheduleExpressionTimezone: 'Africa/Casablanca',
      Target: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Alerts'), 'Arn'] }, RoleArn: Match.anyValue() },
    });
  });

  it('gives the jobs the table, and email to the outbox worker only', () => {
    expect(actionsOf(jobs, 'CourtSyncFunction')).toContain('sqs:SendMessage');
    expect(actionsOf(jobs, 'CourtSyncWorker')).toContain('dynamodb:PutItem');
    expect(actionsOf(jobs, 'CourtSyncWorker')).not.toContain('ses:SendEmail');
    expect(actionsOf(jobs, 'Alerts')).toContain('dynamodb:PutItem');
    expect(actionsOf(jobs, 'Alerts')).not.toContain('ses:SendEmail');
    expect(actionsOf(jobs, 'Outbox')).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:GetRecords', 'ses:SendEmail']));
  });

  it('feeds the outbox worker from the table stream with a dead-letter queue, sweeps every minute, and alarms on both', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'KEYS_ONLY' } });
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: Match.stringLikeRegexp('^Outbox') },
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^OutboxDeadLetters'), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'] }) }] },
    });
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      Target: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Outbox'), 'Arn'] }, RoleArn: Match.anyValue() },
    });
    jobs.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    jobs.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'Mizan', MetricName: 'OutboxAgeSeconds', Threshold: 900 });
  });

  it('removes unverified registrations every 15 minutes, the only job that may delete a Cognito user', () => {
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      Target: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Registrations'), 'Arn'] }, RoleArn: Match.anyValue() },
    });
    const actions = actionsOf(jobs, 'Registrations');
    expect(actions).toEqual(expect.arrayContaining(['cognito-idp:AdminDeleteUser', 'dynamodb:DeleteItem']));
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual(['cognito-idp:AdminDeleteUser']);
    expect(actions).not.toContain('ses:SendEmail');
    for (const job of ['CourtSyncFunction', 'CourtSyncWorker', 'Alerts'])
      expect(actionsOf(jobs, job)).not.toContain('cognito-idp:AdminDeleteUser');
  });
});

describe('the functions’ runtime and logs', () => {
  type Fn = { Properties: { Runtime: string; Role: { 'Fn::GetAtt': [string, string] }; LoggingConfig: { LogGroup: { Ref: string } } } };
  type Role = { Properties: { ManagedPolicyArns?: unknown; Policies: { PolicyDocument: { Statement: unknown[] } }[] } };
  const functions = [api, jobs].flatMap((template) =>
    Object.values(template.findResources('AWS::Lambda::Function') as Record<string, Fn>).map((fn) => ({ template, fn })),
  );

  it('runs every function on Node 22 (Runtime.NODEJS_22_X), bundled for node22', () => {
    expect(functions).toHaveLength(DOMAINS.length + JOBS.length);
    for (const { fn } of functions) expect(fn.Properties.Runtime).toBe(Runtime.NODEJS_22_X.name);
    expect(Runtime.NODEJS_22_X.name).toBe(`nodejs${LAMBDA_BUNDLE_TARGET.replace('node', '')}.x`);
    // CDK's own handlers (custom resources) run Node 22 or later too.
    for (const fn of Object.values(web.findResources('AWS::Lambda::Function') as Record<string, Fn>).filter((f) =>
      f.Properties.Runtime.startsWith('nodejs'),
    ))
      expect(Number(/^nodejs(\d+)\.x$/.exec(fn.Properties.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
  });

  it('gives each function a role of its own that writes its own log group only, no AWS-managed policy', () => {
    for (const { template, fn } of functions) {
      const [roleId] = fn.Properties.Role['Fn::GetAtt'];
      const role = template.toJSON().Resources[roleId] as Role;
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      expect(role.Properties.Policies.map((policy) => policy.PolicyDocument.Statement)).toEqual([
        [
          {
            Effect: 'Allow',
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: { 'Fn::GetAtt': [fn.Properties.LoggingConfig.LogGroup.Ref, 'Arn'] },
          },
        ],
      ]);
    }
  });
});
