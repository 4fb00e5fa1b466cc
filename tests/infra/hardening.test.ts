import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mizan/shared/messages';
import { DOMAINS } from '@mizan/shared/route';
import { createMizan } from '../../infra/mizan';
import { REFRESH_COOKIE } from '@mizan/shared/refresh-guard';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_ROUTES, SESSION_REFRESH_RATE_LIMIT } from '../../infra/rate-limits';
import { PERMISSIONS_POLICY } from '../../infra/security-headers';
import { USER_POOL } from '../../infra/definitions';
import { TABLE_READ } from '../../infra/constructs/grants';
import { JOBS, type FunctionName } from '../../functions/bundle-options';
import { codeAccess } from './code-access';
import { actionsOf, MAIL_FROM, synthMizan } from './synth';

// One synthesis (with cdk-nag's AwsSolutions pack, which fails it on any finding not acknowledged).
const { stacks, edge, web, api, jobs, auth, data } = synthMizan();

type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = (template: typeof web, type: string) => Object.values(template.findResources(type) as Record<string, Resource>);

describe("cdk-nag's AwsSolutions pack", () => {
  it('passes on every stack (the synthesis above would have failed)', () => {
    expect(Object.keys(stacks)).toEqual(['data', 'auth', 'edge', 'web', 'api', 'jobs']);
  });

  it('keeps a reason beside each acknowledged finding, and fails a synthesis with a finding nobody acknowledged', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const created = createMizan(app, { mailFrom: MAIL_FROM }, { env: { region: 'eu-west-3' } });
    const acknowledged = Object.values(created).flatMap((stack) =>
      stack.node
        .findAll()
        .flatMap((node) => node.node.metadata.filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
        .flatMap((entry) => Object.values(entry.data as Record<string, string>)),
    );
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const reason of acknowledged) expect(reason.length).toBeGreaterThan(30);

    new Bucket(new Stack(app, 'Careless', { env: { region: 'eu-west-3' } }), 'Open');
    expect(() => app.synth()).toThrow(/\(AwsSolutions\)/);
  });
});

describe('the WAF web ACL (us-east-1) limits the public account routes per IP', () => {
  const [acl] = resources(edge, 'AWS::WAFv2::WebACL');
  type Rule = { Name: string; Action: Record<string, unknown>; Statement: Record<string, unknown>; RuleLabels?: unknown };
  const rules = (acl?.Properties.Rules ?? []) as Rule[];

  it('lives in us-east-1 for CloudFront, and the distribution uses it', () => {
    expect(stacks.edge.region).toBe('us-east-1');
    expect(acl?.Properties.Scope).toBe('CLOUDFRONT');
    const [distribution] = resources(web, 'AWS::CloudFront::Distribution');
    expect(JSON.stringify((distribution?.Properties.DistributionConfig as { WebACLId: unknown }).WebACLId)).toMatch(/WebAclArn/);
  });

  it('counts each limited route by IP, method and path, 20 per 5 minutes by default', () => {
    const rate = rules.filter((rule) => JSON.stringify(rule.Statement).includes('"AggregateKeyType":"IP"'));
    expect(rate).toHaveLength(RATE_LIMITED_ROUTES.length);
    for (const route of RATE_LIMITED_ROUTES) {
      const rule = rate.find((r) => JSON.stringify(r.Statement).includes(`"SearchString":"${route.path.split('{')[0]}"`));
      expect(rule, route.name).toBeDefined();
      expect(rule?.Action).toEqual({ Count: {} });
      expect(rule?.Statement).toMatchObject({
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: DEFAULT_RATE_LIMIT.limit,
          EvaluationWindowSec: DEFAULT_RATE_LIMIT.windowSeconds,
        },
      });
      expect(JSON.stringify(rule?.Statement)).toContain(`"SearchString":"${route.method}"`);
    }
  });

  it('counts renewals that carry a refresh cookie per session, and only those without one per IP', () => {
    const session = rules.find((rule) => rule.Name === 'rate-account-refresh-session');
    expect(session?.Action).toEqual({ Count: {} });
    expect(session?.Statement).toMatchObject({
      RateBasedStatement: {
        AggregateKeyType: 'CUSTOM_KEYS',
        CustomKeys: [{ Cookie: { Name: REFRESH_COOKIE } }],
        Limit: SESSION_REFRESH_RATE_LIMIT.limit,
        EvaluationWindowSec: SESSION_REFRESH_RATE_LIMIT.windowSeconds,
      },
    });
    expect(SESSION_REFRESH_RATE_LIMIT.limit).toBeGreaterThan(DEFAULT_RATE_LIMIT.limit * 10);
    const byIp = JSON.stringify(rules.find((rule) => rule.Name === 'rate-account-refresh')?.Statement);
    expect(byIp).toContain('"NotStatement"');
    expect(byIp).toContain(`"IncludedCookies":["${REFRESH_COOKIE}"]`);
  });

  it("answers 429 with Retry-After and the error envelope in the reader's language", () => {
    const blocks = rules.filter((rule) => 'Block' in rule.Action);
    expect(blocks.map((rule) => rule.Name)).toEqual(['rate-limited-fr', 'rate-limited-ar', 'rate-limited-en']);
    for (const rule of blocks)
      expect(rule.Action).toEqual({
        Block: {
          CustomResponse: {
            ResponseCode: 429,
            CustomResponseBodyKey: rule.Name,
            ResponseHeaders: [{ Name: 'Retry-After', Value: String(DEFAULT_RATE_LIMIT.windowSeconds) }],
          },
        },
      });
    const bodies = acl?.Properties.CustomResponseBodies as Record<string, { Content: string; ContentType: string }>;
    for (const language of ['fr', 'ar', 'en'] as const)
      expect(JSON.parse(bodies[`rate-limited-${language}`]?.Content ?? '{}')).toEqual({
        statusCode: 429,
        error: 'too_many_requests',
        message: MESSAGES.rate_limited[language],
      });
  });

  it('refuses at synth a limit WAF cannot apply', () => {
    expect(() =>
      createMizan(new App(), { mailFrom: MAIL_FROM, rateLimit: { limit: 5, windowSeconds: 300 } }, { env: { region: 'eu-west-3' } }),
    ).toThrow(/10 or more/);
  });
});

describe('the edge: headers on every answer, the API only through CloudFront', () => {
  type Behavior = { PathPattern?: string; ResponseHeadersPolicyId: unknown; TargetOriginId: string };
  const [distribution] = resources(web, 'AWS::CloudFront::Distribution');
  const config = distribution?.Properties.DistributionConfig as {
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
    Origins: { Id: string; CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };

  it('sends the security headers policy on the SPA, /locales and every API behaviour', () => {
    const [policy] = Object.keys(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors])
      expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern ?? 'default').toEqual({ Ref: policy });
    const [headers] = resources(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const text = JSON.stringify(headers?.Properties);
    for (const directive of [
      "script-src 'self';",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "connect-src 'self' https://",
    ])
      expect(text).toContain(directive);
    expect(text).not.toMatch(/script-src[^;]*unsafe/);
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
        CustomHeadersConfig: { Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }] },
      },
    });
  });

  it('adds a secret header, from Secrets Manager, to what CloudFront sends the API; the API functions check it', () => {
    const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-mizan-origin',
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: expect.any(String) }, ':SecretString:::}}']] },
      },
    ]);
    web.resourceCountIs('AWS::SecretsManager::Secret', 1);
    for (const fn of resources(api, 'AWS::Lambda::Function'))
      expect(JSON.stringify((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_SECRET)).toContain(
        '{{resolve:secretsmanager:',
      );
    for (const fn of resources(jobs, 'AWS::Lambda::Function'))
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_SECRET).toBeUndefined();
  });
});

const functionsOf: [FunctionName, typeof api, string][] = [
  ...DOMAINS.map((domain): [FunctionName, typeof api, string] => [domain, api, `Domain${domain}Function`]),
  ['court-sync', jobs, 'CourtSyncFunction'],
  ['court-sync-worker', jobs, 'CourtSyncWorker'],
  ['alerts', jobs, 'AlertsFunction'],
  ['firm-export', jobs, 'FirmExportFunction'],
  ['dossier-import', jobs, 'DossierImportFunction'],
  ['document-text', jobs, 'DocumentTextFunction'],
  ['report-figures', jobs, 'ReportsFunction'],
];

describe('least privilege: each function holds what its code calls', () => {
  it.each(functionsOf)('%s', (name, template, prefix) => {
    const granted = actionsOf(template, prefix);
    const code = codeAccess(name);
    const table = granted.filter((action) => action.startsWith('dynamodb:')).sort();
    expect(table).not.toContain('dynamodb:Scan');
    // Within what its modules call; the read-only functions read only.
    for (const action of table) expect(code.table, action).toContain(action);
    if (['search', 'court-sync', 'activity'].includes(name)) expect(table).toEqual([...TABLE_READ].sort());
    else expect(table).toEqual(code.table);
    // Exactly the Cognito calls its code makes: the public account function never deletes anyone.
    expect(granted.filter((action) => action.startsWith('cognito-idp:')).sort()).toEqual(code.identity);
    if (name === 'account') expect(granted).not.toContain('cognito-idp:AdminDeleteUser');
    expect(granted.every((action) => !action.includes('*'))).toBe(true);
  });

  it('names the table and its indexes, never a wildcard', () => {
    const statements = resources(api, 'AWS::IAM::Policy').flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: { Action: string[] | string; Resource: unknown }[] }).Statement,
    );
    for (const statement of statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('dynamodb:'))))
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
  });

  it('sends email only through the sender’s own SES identity (the outbox worker alone sends)', () => {
    jobs.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'ses:SendEmail',
            Resource: [
              { 'Fn::Join': ['', Match.arrayWith([`:identity/${MAIL_FROM}`])] },
              { 'Fn::Join': ['', Match.arrayWith([`:identity/${MAIL_FROM.split('@')[1]}`])] },
            ],
          }),
        ]),
      },
    });
  });

  it('lets the app client read the token attributes the API needs and write none that matters', () => {
    const [client] = resources(auth, 'AWS::Cognito::UserPoolClient');
    expect(client?.Properties.ReadAttributes).toEqual(
      expect.arrayContaining(['email', ...USER_POOL.customAttributes.map((name) => `custom:${name}`)]),
    );
    expect(client?.Properties.WriteAttributes).toEqual(['locale']);
  });
});

describe('data safety', () => {
  it('retains the table, with point-in-time recovery and deletion protection', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
  });

  it('retains the documents, versioned, old versions kept 90 days, access logged', () => {
    data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
        LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 90 } })]) },
      }),
    });
    auth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    expect(stacks.data.terminationProtection && stacks.auth.terminationProtection).toBe(true);
  });

  it('alarms on every function’s errors and throttles, to the alarm topic', () => {
    for (const [template, count] of [
      [api, DOMAINS.length],
      // every scheduled job and queue worker
      [jobs, JOBS.length],
    ] as const) {
      const alarms = resources(template, 'AWS::CloudWatch::Alarm');
      for (const metric of ['Errors', 'Throttles']) {
        const these = alarms.filter((alarm) => alarm.Properties.MetricName === metric);
        expect(these, metric).toHaveLength(count);
        for (const alarm of these)
          expect(alarm.Properties).toMatchObject({ Threshold: 1, EvaluationPeriods: 1, AlarmActions: [expect.anything()] });
      }
    }
    data.resourceCountIs('AWS::SNS::Topic', 1);
    data.hasOutput('AlarmTopicArn', {});
  });
});
