import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
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
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { API_PREFIXES } from '@mizan/shared/routes';
import { DOCUMENTS_BUCKET } from '../definitions';

/** The built SPA (`npm run build:web`). */
const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

/** CloudFront path patterns of the API: one per first path segment of the route table. */
const apiPathPatterns = () => API_PREFIXES.map((prefix) => `${prefix}/*`);

/**
 * Viewer-request function of the SPA's behaviour: a path whose last segment has no extension is
 * a client-side route (/Folders, /Client/Folder) and gets index.html. Only the default behaviour
 * runs it, so API answers (404s included) reach the browser untouched, which distribution-wide
 * error responses mapping 403/404 to index.html would not allow.
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export type WebStackProps = StackProps & {
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  documentsBucket: IBucket;
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

  constructor(scope: Construct, id: string, props: WebStackProps) {
    const { userPool, userPoolClient, documentsBucket, ...stackProps } = props;
    super(scope, id, stackProps);

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
    const apiOrigin = new HttpOrigin(`${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });

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
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
    };

    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Mizan',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/locales/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: localesCache,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
        ...Object.fromEntries(apiPathPatterns().map((pattern) => [pattern, apiBehavior])),
      },
    });
    this.appUrl = `https://${distribution.distributionDomainName}`;
    this.limitDocumentsCors(documentsBucket);

    if (existsSync(WEB_DIST)) {
      this.deploySite(siteBucket, distribution);
    } else {
      Annotations.of(this).addWarningV2('mizan:web-dist-missing', 'web/dist does not exist: run `npm run build:web` to deploy the SPA');
    }

    new CfnOutput(this, 'AppUrl', { value: this.appUrl, description: 'The application (CloudFront): SPA, /locales and the API' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.httpApi.apiEndpoint,
      description: 'The HTTP API, direct (the app calls it through AppUrl)',
    });
  }

  /**
   * The documents bucket answers the browser's presigned uploads and downloads from the app's
   * origin only. The data stack, deployed first, cannot know that address: this stack writes the
   * bucket's CORS rules (PutBucketCors) once the distribution exists, and removes them with it.
   */
  private limitDocumentsCors(bucket: IBucket) {
    const rules = DOCUMENTS_BUCKET.cors.map((rule) => ({
      AllowedMethods: [...rule.allowedMethods],
      AllowedHeaders: [...rule.allowedHeaders],
      ExposeHeaders: [...rule.exposedHeaders],
      MaxAgeSeconds: rule.maxAge,
      AllowedOrigins: [this.appUrl],
    }));
    new AwsCustomResource(this, 'DocumentsCors', {
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
   * locales, icons) is revalidated, and deployed after the assets it refers to.
   */
  private deploySite(bucket: Bucket, distribution: Distribution) {
    const assetsDir = join(WEB_DIST, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          // Keep the previous release's chunks for browsers still running it.
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    const entry = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(WEB_DIST, { exclude: ['assets/**'] })],
      destinationBucket: bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution,
      distributionPaths: ['/*'],
    });
    if (assets) entry.node.addDependency(assets);
  }
}
