import type { RouteDef } from '@mizan/shared/route';
import { routes, type RouteName } from '@mizan/shared/routes';

export type CallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};
export type CallResult<T = unknown> = { status: number; body: T; headers: Headers };

/** The path of a route with its `{param}`s filled in (URL-encoded). */
export const routePath = (name: RouteName, params: CallOptions['params'] = {}): string =>
  (routes[name] as RouteDef).path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });

/** Calls one route of the API by its name in the route table; answers the status and parsed body. */
export const callRoute = async <T = unknown>(baseUrl: string, name: RouteName, options: CallOptions = {}): Promise<CallResult<T>> => {
  const route = routes[name] as RouteDef;
  const url = new URL(routePath(name, options.params), baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  // A multipart body (the documented upload) goes as it is: fetch writes its content type.
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(url, { method: route.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
};
