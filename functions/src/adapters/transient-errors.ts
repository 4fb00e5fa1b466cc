const TRANSIENT = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'LimitExceededException',
]);

/**
 * An AWS service's failure of the moment (throttled, unavailable, a 5xx, a refused or reset
 * connection), as opposed to a refusal that trying again cannot change (a condition, a validation).
 */
export const isTransient = (error: unknown): boolean => {
  const e = error as Error & { code?: string; $metadata?: { httpStatusCode?: number } };
  return TRANSIENT.has(e.name) || e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET' || (e.$metadata?.httpStatusCode ?? 0) >= 500;
};
