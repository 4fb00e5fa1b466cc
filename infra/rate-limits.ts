import type { RouteDef } from '@mizan/shared/route';
import { routes } from '@mizan/shared/routes';

/**
 * Per-IP rate limits of the public account routes, one configuration for both edges: the local
 * gateway (infra/local/rate-limiter.ts) and the cloud's WAF web ACL on CloudFront
 * (stacks/edge-stack.ts). Each route counts on its own: `limit` requests per IP in `windowSeconds`,
 * then 429 with Retry-After until the window has room again.
 */
export type RateLimit = { limit: number; windowSeconds: number };

/** 20 per 5 minutes per IP and route: `npm start` and the cloud unless configured. */
export const DEFAULT_RATE_LIMIT: RateLimit = { limit: 20, windowSeconds: 300 };

/**
 * A renewal that carries a session's refresh cookie counts against that session, not its address:
 * a firm behind one address reloads pages all day, and no one else can use up its sessions'
 * renewals. A page load renews once; 300 per 5 minutes is more than anyone reloads. Renewals
 * without the cookie count per address like the other public routes.
 */
export const SESSION_REFRESH_RATE_LIMIT: RateLimit = { limit: 300, windowSeconds: 300 };

/** What WAF's rate-based rules accept: a limit of 10 or more, one of four evaluation windows. */
export const WAF_MIN_LIMIT = 10;
export const WAF_WINDOWS = [60, 120, 300, 600] as const;

export type RateLimitedRoute = Pick<RouteDef, 'method' | 'path'> & { name: string };

/**
 * The limited routes: every public route of the account domain (sign-in, refresh, register,
 * forgot and reset password, first connection, and any public account route added later),
 * derived from the route table.
 */
export const RATE_LIMITED_ROUTES: readonly RateLimitedRoute[] = Object.entries(routes)
  .filter(([, route]) => route.domain === 'account' && route.roles === 'public')
  .map(([name, route]) => ({ name, method: route.method, path: route.path }));

/**
 * `limit/windowSeconds`, e.g. `20/300`: the format of MIZAN_RATE_LIMIT (local stack) and of the
 * CDK's `rateLimit` context. Anything else is refused, never read as "no limit".
 */
export const parseRateLimit = (text: string): RateLimit => {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(`Invalid rate limit "${text}": expected requests/seconds, e.g. 20/300`);
  }
  return { limit, windowSeconds };
};

/** The local stack's limit: MIZAN_RATE_LIMIT when set (tests, load runs, tours), else the default. */
export const rateLimitFromEnv = (env: NodeJS.ProcessEnv = process.env): RateLimit =>
  env.MIZAN_RATE_LIMIT ? parseRateLimit(env.MIZAN_RATE_LIMIT) : DEFAULT_RATE_LIMIT;

/** The cloud's limit, refused at synth when WAF cannot apply it. */
export const wafRateLimit = (rateLimit: RateLimit): RateLimit => {
  if (rateLimit.limit < WAF_MIN_LIMIT || !(WAF_WINDOWS as readonly number[]).includes(rateLimit.windowSeconds)) {
    throw new Error(
      `WAF cannot apply ${rateLimit.limit}/${rateLimit.windowSeconds}: the limit must be ${WAF_MIN_LIMIT} or more and the window one of ${WAF_WINDOWS.join(', ')} seconds`,
    );
  }
  return rateLimit;
};

/** The segment of a path before its first `{param}`: the cloud matches such paths by prefix. */
export const literalPrefix = (path: string) => {
  const variable = path.indexOf('{');
  return variable === -1 ? path : path.slice(0, variable);
};
