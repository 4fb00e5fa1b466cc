import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { createDomainHandler } from '../../../functions/src/runtime/domain-handler';
import type { ApiContext } from '../../../functions/src/runtime/middleware';

type EventOptions = {
  body?: unknown;
  rawBody?: string;
  token?: string;
  language?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  /** More request headers (lower-case names). */
  headers?: Record<string, string>;
  /** The request's cookies, as API Gateway v2 hands them (`name=value`). */
  cookies?: string[];
};

/** A minimal API Gateway HTTP API (v2) event for a route key. */
export const apiEvent = (routeKey: string, options: EventOptions = {}): APIGatewayProxyEventV2 => {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  Object.assign(headers, options.headers);
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    cookies: options.cookies,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    },
  };
};

export const lambdaContext = (): Context =>
  ({ awsRequestId: 'aws-req-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

type DomainHandler = ReturnType<typeof createDomainHandler>;

/** Calls a domain handler and parses its JSON answer. */
export const invoke = async (handler: DomainHandler, event: APIGatewayProxyEventV2) => {
  const result = (await handler(event, lambdaContext() as ApiContext, {
    signal: new AbortController().signal,
  })) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode ?? 0,
    headers: result.headers ?? {},
    cookies: result.cookies ?? [],
    body: JSON.parse(String(result.body)) as Record<string, unknown>,
  };
};
