import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import { message } from '@mizan/shared/messages';
import { LANGUAGES, FALLBACK_LANGUAGE, type Language } from '@mizan/shared/roles';
import { literalPrefix, RATE_LIMITED_ROUTES, type RateLimit, wafRateLimit } from '../rate-limits';

/** WAF for CloudFront exists only in us-east-1, whatever the region of the rest. */
export const EDGE_REGION = 'us-east-1';

export type EdgeStackProps = StackProps & { rateLimit: RateLimit };

/** The label the rate-based rules put on a request past its limit; the blocking rules read it. */
const RATE_LABEL = 'mizan:rate-limited';

const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

/** One rate-based rule per limited route: per IP, on that method and path only. */
const rateRule = (route: (typeof RATE_LIMITED_ROUTES)[number], index: number, rateLimit: RateLimit): CfnWebACL.RuleProperty => {
  const prefix = literalPrefix(route.path);
  const name = `rate-${route.name.replace(/\W/g, '-')}`;
  return {
    name,
    priority: index,
    // Count, not block: it labels the request, and the blocking rules below answer in the reader's language.
    action: { count: {} },
    ruleLabels: [{ name: RATE_LABEL }],
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: rateLimit.limit,
        evaluationWindowSec: rateLimit.windowSeconds,
        scopeDownStatement: {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} },
                  positionalConstraint: 'EXACTLY',
                  searchString: route.method,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  // A path with a `{param}` is matched on what comes before it.
                  positionalConstraint: prefix === route.path ? 'EXACTLY' : 'STARTS_WITH',
                  searchString: prefix,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            ],
          },
        },
      },
    },
    visibilityConfig: visibility(name),
  };
};

/** The 429 of a language: Retry-After and the API's error envelope in that language. */
const refusal = (language: Language, rateLimit: RateLimit): CfnWebACL.BlockActionProperty => ({
  customResponse: {
    responseCode: 429,
    customResponseBodyKey: `rate-limited-${language}`,
    responseHeaders: [{ name: 'Retry-After', value: String(rateLimit.windowSeconds) }],
  },
});

/** Blocks a labelled request with the body of the reader's language (Accept-Language), English last. */
const blockRule = (language: Language, priority: number, rateLimit: RateLimit): CfnWebACL.RuleProperty => {
  const labelled: CfnWebACL.StatementProperty = { labelMatchStatement: { scope: 'LABEL', key: RATE_LABEL } };
  const speaks: CfnWebACL.StatementProperty = {
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: 'accept-language' } },
      positionalConstraint: 'STARTS_WITH',
      searchString: language,
      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
    },
  };
  const name = `rate-limited-${language}`;
  return {
    name,
    priority,
    action: { block: refusal(language, rateLimit) },
    statement: language === FALLBACK_LANGUAGE ? labelled : { andStatement: { statements: [labelled, speaks] } },
    visibilityConfig: visibility(name),
  };
};

/**
 * The edge protection, in us-east-1 (WAF for CloudFront lives there): a web ACL whose rate-based
 * rules limit each public account route per IP (infra/rate-limits.ts, the numbers the local
 * gateway applies too), answering 429 with Retry-After and the API's error envelope in the
 * reader's language. The web stack attaches it to the distribution through a cross-region
 * reference.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    const { rateLimit: configured, ...stackProps } = props;
    super(scope, id, stackProps);
    const rateLimit = wafRateLimit(configured);
    const others = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);
    const rules = [
      ...RATE_LIMITED_ROUTES.map((route, index) => rateRule(route, index, rateLimit)),
      ...[...others, FALLBACK_LANGUAGE].map((language, index) => blockRule(language, RATE_LIMITED_ROUTES.length + index, rateLimit)),
    ];
    const customResponseBodies = Object.fromEntries(
      LANGUAGES.map((language) => [
        `rate-limited-${language}`,
        {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify(
            errorEnvelopeSchema.parse({ statusCode: 429, error: 'too_many_requests', message: message('rate_limited', language) }),
          ),
        },
      ]),
    );
    const acl = new CfnWebACL(this, 'WebAcl', {
      name: 'mizan-edge',
      description: 'Mizan per-IP rate limits of the public account routes, infra/rate-limits.ts',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules,
      customResponseBodies,
      visibilityConfig: visibility('mizan-edge'),
    });
    this.webAclArn = acl.attrArn;
  }
}
