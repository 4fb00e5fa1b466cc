import { inject } from 'vitest';
import type { RouteName } from '@mizan/shared/routes';
import { callRoute, routePath, type CallOptions, type CallResult } from '../../infra/local/call';

export type { CallOptions, CallResult } from '../../infra/local/call';
export { routePath };

/**
 * Calls a route of the test stack by its name in the route table:
 * `await api('account.login', { body: { username, password } })` → `{ status, body, headers }`.
 */
export const api = <T = unknown>(name: RouteName, options: CallOptions = {}): Promise<CallResult<T>> =>
  callRoute<T>(inject('apiUrl'), name, options);

/** A raw request to any path of the gateway (malformed bodies, unknown paths, odd methods). */
export const request = async <T = unknown>(path: string, init: RequestInit = {}): Promise<CallResult<T>> => {
  const response = await fetch(new URL(path, inject('apiUrl')), init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
};

/** The claims of a JWT (no verification: the API verifies; tests only read). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
