import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aws, type CfnElement, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { PRERENDERED_PAGES } from '@mizan/shared/prerendered-pages';
import { API_PREFIXES } from '@mizan/shared/routes';
import { ORIGIN_HEADER } from '../../functions/src/runtime/origin-guard';
import { lambdaRole } from '../constructs/grants';
import { acknowledge } from '../constructs/nag';
import { DOCUMENTS_BUCKET } from '../definitions';
import { contentSecurityPolicy, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../security-headers';

/** The built SPA (`npm run build:web`). */
export const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

/** CloudFront path patterns of the API: one per first path segment of the route table. */
const apiPathPatterns = () => API_PREFIXES.map((prefix) => `${prefix}/*`);

/**
 * Viewer-request function of the SPA's behaviour: a path whose last segment has no extension is
 * a client-side route (/Folders, /Client/Folder) and gets index.html, or a prerendered page's own
 * document (/login gets /login.html: `documentAt` in shared/src/prerendered-pages.ts, which the
 * local static site calls). Only the default behaviour runs it, so API answers (404s included)
 * reach the browser untouched, which distribution-wide error responses mapping 403/404 to
 * index.html would not allow.
 */
const SPA_FALLBACK = `var PRERENDERED = ${JSON.stringify(PRERENDERED_PAGES)};
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = PRERENDERED.indexOf(request.uri) === -1 ? '/index.html' : request.uri + '.html';
  return request;
}`;

export type WebStackProps = StackProps & {
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  documentsBucket: IBucket;
  /** The edge stack's WAF web ACL (us-east-1), by cross-region reference. */
  webAclArn: string;
  /** The built SPA to deploy, WEB_DIST by default; when it does not exist, none is (with a warning). */
  webDist?: string;
};

/**
 * The public edge: the HTTP API endpoint with its JWT authorizer, the SPA bucket and the CloudFront
 * distribution that serves both on one address.
 *
 * The HttpApi lives here, not in the api stack, to break a cycle: the functions need the
 * distribution's address (APP_URL, for links in emails) and the distribution needs the API's
 * address. So this stack owns the addresses (API and app) and the api stack, deployed after it,
 * attaches the functions and the routes to this HttpApi.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  readonly authorizer: HttpJwtAuthorizer;
  readonly jwtIssuer: string;
  readonly appUrl: string;
  /** CloudFront's secret header value for the API, a dynamic reference resolved at deployment. */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    const { userPool, userPoolClient, documentsBucket, webAclArn, webDist = WEB_DIST, ...stackProps } = props;
    super(scope, id, { ...stackProps, crossRegionReferences: true });

    this.httpApi = new HttpApi(this, 'Api', {
      apiName: 'mizan',
      description: 'Mizan API (routes: shared/src/routes.ts)',
      createDefaultStage: false,
    });
    // The $default stage, with access logs (one JSON line per request, with the authorizer's and
    // the integration's errors; sourceIp is CloudFront's for requests through the app's address)
    // and a per-route rate limit that caps floods and their cost.
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            sourceIp: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            responseLength: '$context.responseLength',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.jwtIssuer = `https://${userPool.userPoolProviderUrl}`;
    // The bearer token is the ID token: its `aud` is the app client.
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', this.jwtIssuer, {
      jwtAudience: [userPoolClient.userPoolClientId],
    });

    const siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Only build output: rebuilt and redeployed at will.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket);
    // The API answers only requests carrying this header (functions/src/runtime/origin-guard.ts),
    // which CloudFront adds and a caller of the bare API Gateway address does not know.
    const originSecret = new Secret(this, 'OriginSecret', {
      description: 'Mizan: the header CloudFront sends to the API (x-mizan-origin)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating it means updating CloudFront and the functions together: a deployment, described in infra/README.md.',
    });
    this.originSecret = originSecret.secretValue.unsafeUnwrap();
    const apiOrigin = new HttpOrigin(`${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_HEADER]: this.originSecret },
    });
    const securityHeaders = this.securityHeaders(documentsBucket);

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK),
      comment: 'Serve index.html for client-side routes',
    });
    // Translations are not content-hashed: the edge keeps them 5 minutes, browsers revalidate.
    const localesCache = new CachePolicy(this, 'Locales', {
      comment: 'Translations: short edge caching',
      minTtl: Duration.minutes(5),
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.minutes(5),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Everything but Host, which must be API Gateway's own name.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };

    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Mizan',
      webAclId: webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/locales/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: localesCache,
          responseHeadersPolicy: securityHeaders,
        },
        ...Object.fromEntries(apiPathPatterns().map((pattern) => [pattern, apiBehavior])),
      },
    });
    acknowledge(
      siteBucket,
      'Build output only, public through CloudFront: the requests that matter are the API’s, logged by API Gateway.',
      'AwsSolutions-S1',
    );
    acknowledge(
      distribution,
      'A law firm’s staff and clients travel; WAF limits abuse per IP instead of per country.',
      'AwsSolutions-CFR1',
    );
    acknowledge(
      distribution,
      "No CloudFront access logs, legacy or v2 (log deliveries, which cdk-nag does not read): every API request is in API Gateway's access log (ApiAccessLogs) and WAF keeps metrics and sampled requests; CloudFront alone would log only the requests for the SPA's public build files.",
      'AwsSolutions-CFR3',
    );
    acknowledge(
      distribution,
      "The default *.cloudfront.net certificate, whose minimum TLS CloudFront sets; a custom domain's certificate (TLS 1.2 minimum) is a deployment choice (infra/README.md).",
      'AwsSolutions-CFR4',
    );
    this.appUrl = `https://${distribution.distributionDomainName}`;
    this.limitDocumentsCors(documentsBucket);

    if (existsSync(webDist)) {
      this.deploySite(webDist, siteBucket, distribution);
    } else {
      Annotations.of(this).addWarningV2(
        'mizan:web-dist-missing',
        `${webDist === WEB_DIST ? 'web/dist' : webDist} does not exist: run \`npm run build:web\` to deploy the SPA`,
      );
    }

    new CfnOutput(this, 'AppUrl', { value: this.appUrl, description: 'The application (CloudFront): SPA, /locales and the API' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.httpApi.apiEndpoint,
      description: 'The HTTP API, direct (the app calls it through AppUrl)',
    });
  }

  /**
   * Every answer's security headers (infra/security-headers.ts, which the local gateway writes
   * too): the CSP names the documents bucket's address, where presigned uploads, views and
   * downloads go.
   */
  private securityHeaders(documentsBucket: IBucket) {
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Mizan: CSP, HSTS, nosniff, frame and referrer policies, Permissions-Policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([`https://${documentsBucket.bucketRegionalDomainName}`]),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
          override: true,
        },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
    });
  }

  /**
   * The documents bucket answers the browser's presigned uploads and downloads from the app's
   * origin only. The data stack, deployed first, cannot know that address: this stack writes the
   * bucket's CORS rules (PutBucketCors) once the distribution exists, and removes them with it.
   * CDK's handler for it (one function per stack) gets a role of its own: its log group, and
   * PutBucketCORS on that bucket.
   */
  private limitDocumentsCors(bucket: IBucket) {
    const rules = DOCUMENTS_BUCKET.cors.map((rule) => ({
      AllowedMethods: [...rule.allowedMethods],
      AllowedHeaders: [...rule.allowedHeaders],
      ExposeHeaders: [...rule.exposedHeaders],
      MaxAgeSeconds: rule.maxAge,
      AllowedOrigins: [this.appUrl],
    }));
    const logGroup = new LogGroup(this, 'DocumentsCorsLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new AwsCustomResource(this, 'DocumentsCors', {
      role: lambdaRole(this, 'DocumentsCorsRole', logGroup, 'Mizan: writes the CORS rules of the documents bucket at deployment'),
      logGroup,
      onUpdate: {
        service: 'S3',
        action: 'putBucketCors',
        parameters: { Bucket: bucket.bucketName, CORSConfiguration: { CORSRules: rules } },
        physicalResourceId: PhysicalResourceId.of(`${bucket.bucketName}-cors`),
      },
      onDelete: { service: 'S3', action: 'deleteBucketCors', parameters: { Bucket: bucket.bucketName } },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
    });
  }

  /**
   * Content-hashed files under assets/ are cached for a year; everything else (index.html,
   * locales, icons, the manifests with their own content type, the service worker) is revalidated,
   * and deployed after the assets it refers to. The deployments
   * run CDK's one deployment function (same memory size), which copies the build from CDK's asset
   * bucket into the site bucket and invalidates the distribution; it gets a role of its own: its
   * log group, then what CDK's BucketDeployment grants it.
   */
  private deploySite(webDist: string, bucket: Bucket, distribution: Distribution) {
    const logGroup = new LogGroup(this, 'DeployLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = lambdaRole(this, 'DeployRole', logGroup, 'Mizan: copies the SPA into the site bucket at deployment');
    const assetsDir = join(webDist, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          // Keep the previous release's chunks for browsers still running it.
          prune: false,
          memoryLimit: 512,
          role,
          logGroup,
        })
      : undefined;
    // The manifests' type, which the deployment's guess from their extension may not know (browsers ignore a mistyped manifest).
    const manifests = new BucketDeployment(this, 'DeployManifests', {
      sources: [Source.asset(webDist, { exclude: ['*', '!manifest.*.webmanifest'] })],
      destinationBucket: bucket,
      contentType: 'application/manifest+json',
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      role,
      logGroup,
    });
    const entry = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(webDist, { exclude: ['assets/**', '*.webmanifest'] })],
      destinationBucket: bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      role,
      logGroup,
      distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(manifests);
    if (assets) entry.node.addDependency(assets);
    const siteArn = `<${this.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
    acknowledge(
      role,
      "What CDK's BucketDeployment grants its function, not narrowable through its API: CDK's read and write grants (wildcard actions) on the build in CDK's asset bucket and on the site bucket's objects, and invalidations on any distribution (Resource *).",
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${this.region}/*]`,
      `AwsSolutions-IAM5[Resource::${siteArn}/*]`,
      'AwsSolutions-IAM5[Resource::*]',
    );
    const handler = this.node.children.find((child) => child instanceof LambdaFunction && child.role === role);
    if (!handler) throw new Error("CDK's BucketDeployment function was not found");
    acknowledge(
      handler,
      "CDK's BucketDeployment function runs the Python runtime CDK chooses for it (with its AWS CLI layer), and only during a deployment.",
      'AwsSolutions-L1',
    );
  }
}
