import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import { message } from '@mizan/shared/messages';
import { LANGUAGES, FALLBACK_LANGUAGE, type Language } from '@mizan/shared/roles';
import { REFRESH_COOKIE } from '@mizan/shared/refresh-guard';
import { literalPrefix, RATE_LIMITED_ROUTES, type RateLimit, SESSION_REFRESH_RATE_LIMIT, wafRateLimit } from '../rate-limits';

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

const REFRESH_ROUTE = 'account.refresh';

/** Matches a request that carries the session's refresh cookie. */
const carriesRefreshCookie: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { cookies: { matchPattern: { includedCookies: [REFRESH_COOKIE] }, matchScope: 'KEY', oversizeHandling: 'MATCH' } },
    positionalConstraint: 'EXACTLY',
    searchString: REFRESH_COOKIE,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/** A request of the route: its method, and its path (one with a `{param}` by what comes before it). */
const routeMatch = (route: (typeof RATE_LIMITED_ROUTES)[number]): CfnWebACL.StatementProperty[] => {
  const prefix = literalPrefix(route.path);
  return [
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
        positionalConstraint: prefix === route.path ? 'EXACTLY' : 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    },
  ];
};

/**
 * A rate-based rule that counts (it labels the request; the blocking rules below answer in the
 * reader's language) the requests its statements match, by IP or by the refresh cookie's value.
 */
const rateRule = (
  name: string,
  priority: number,
  rateLimit: RateLimit,
  by: 'IP' | 'session',
  statements: CfnWebACL.StatementProperty[],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { count: {} },
  ruleLabels: [{ name: RATE_LABEL }],
  statement: {
    rateBasedStatement: {
      ...(by === 'IP'
        ? { aggregateKeyType: 'IP' }
        : {
            aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ cookie: { name: REFRESH_COOKIE, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
          }),
      limit: rateLimit.limit,
      evaluationWindowSec: rateLimit.windowSeconds,
      scopeDownStatement: { andStatement: { statements } },
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The rate-based rules: one per limited route, per IP, on that method and path only; the refresh
 * route's renewals that carry a session cookie count per session instead (infra/rate-limits.ts),
 * so its per-IP rule counts only those without one.
 */
const rateRules = (rateLimit: RateLimit): CfnWebACL.RuleProperty[] => {
  const rules = RATE_LIMITED_ROUTES.map((route, index) => {
    const name = `rate-${route.name.replace(/\W/g, '-')}`;
    const statements = routeMatch(route);
    if (route.name === REFRESH_ROUTE) statements.push({ notStatement: { statement: carriesRefreshCookie } });
    return rateRule(name, index, rateLimit, 'IP', statements);
  });
  const refresh = RATE_LIMITED_ROUTES.find((route) => route.name === REFRESH_ROUTE);
  if (refresh)
    rules.push(
      rateRule('rate-account-refresh-session', rules.length, wafRateLimit(SESSION_REFRESH_RATE_LIMIT), 'session', [
        ...routeMatch(refresh),
        carriesRefreshCookie,
      ]),
    );
  return rules;
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
    const counting = rateRules(rateLimit);
    const rules = [
      ...counting,
      ...[...others, FALLBACK_LANGUAGE].map((language, index) => blockRule(language, counting.length + index, rateLimit)),
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
      description: 'Mizan rate limits of the public account routes, per IP, and of renewals per session, infra/rate-limits.ts',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules,
      customResponseBodies,
      visibilityConfig: visibility('mizan-edge'),
    });
    this.webAclArn = acl.attrArn;
  }
}
