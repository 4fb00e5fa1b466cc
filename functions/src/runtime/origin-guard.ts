import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { timingSafeEqual } from 'node:crypto';
import { config } from '../adapters/config';
import { ForbiddenError } from '../errors';
import type { ApiContext } from './middleware';

/** The header CloudFront adds to every request it sends to the API (infra/stacks/web-stack.ts). */
export const ORIGIN_HEADER = 'x-mizan-origin';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The API answers only requests that came through CloudFront, where WAF's rate limits and the
 * security headers apply: CloudFront sends a secret header (ORIGIN_SECRET, from Secrets Manager)
 * that a request to the bare API Gateway address lacks (403). Without ORIGIN_SECRET (the local
 * stack, whose gateway is the only way in) nothing is checked.
 */
export const originGuard = (): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext> => ({
  before: ({ event }) => {
    const secret = config.originSecret;
    if (!secret) return;
    const sent = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === ORIGIN_HEADER)?.[1];
    if (!sent || !same(sent, secret)) throw new ForbiddenError();
  },
});
