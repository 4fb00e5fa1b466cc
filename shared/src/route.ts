import type { z } from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The Lambda functions: one per domain. */
export const DOMAINS = [
  'account',
  'dashboard',
  'dossiers',
  'clients',
  'documents',
  'messages',
  'calendar',
  'users',
  'management',
  'search',
] as const;
export type Domain = (typeof DOMAINS)[number];

type AnySchema = z.ZodType;

/**
 * One entry of the API contract. `path` is the documented path, casing included, with
 * API Gateway's `{param}` syntax. `roles: 'public'` marks the account routes that need no token.
 */
export type RouteDef = {
  readonly domain: Domain;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly roles: 'public' | readonly Role[];
  readonly summary: string;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  readonly response: AnySchema;
  /** Status of a successful answer; 200 unless said. */
  readonly status?: number;
  /** Largest accepted body in bytes; 64 KiB unless said. */
  readonly maxBody?: number;
  /** The body is multipart/form-data (parsed by the handler), not JSON. */
  readonly multipart?: boolean;
};

export const DEFAULT_MAX_BODY = 64 * 1024;

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** `{a}` segments of a path, in order. */
export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

type Infer<S> = S extends AnySchema ? z.infer<S> : undefined;
type Input<S> = S extends AnySchema ? z.input<S> : undefined;

/** What a handler receives, typed from its route entry. */
export type RouteInput<R extends RouteDef> = {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
};
/** What a caller sends, before validation's transforms. */
export type RouteRequest<R extends RouteDef> = {
  params: Input<R['params']>;
  query: Input<R['query']>;
  body: Input<R['body']>;
};
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;
