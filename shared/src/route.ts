import type * as z from 'zod';
import type { Role } from './roles.ts';

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
  'activity',
  'fees',
  'billing',
  'tasks',
  'print',
  'exports',
  'templates',
  'imports',
  'reports',
] as const;
export type Domain = (typeof DOMAINS)[number];

type AnySchema = z.ZodType;

/** Where an input names the object a route touches: `params.id`, `body.idDossier`, `query.id`. */
export type InputPath = `${'params' | 'query' | 'body'}.${string}`;

/**
 * The kinds of object a route can touch, all of the caller's firm:
 * - `dossier`: its firm's staff, and the clients of that dossier, reach it;
 * - `deadline`, `document`: hang off a dossier and follow its rule (and, for a document, its
 *   confidentiality);
 * - `note`: a dossier's note, named by its own id: the firm's staff reach it, and only its author
 *   may change it, for 24 hours (403 for anyone else, 409 after);
 * - `expense`: a dossier's expense, named by its own id: the firm's staff reach it, and only its
 *   author or an administrator may change it (403 for anyone else);
 * - `timeEntry`: a dossier's time entry, named by its own id: the firm's staff reach it, and only its
 *   person or an administrator may change it (403 for anyone else);
 * - `invoice`: a dossier's invoice, named by its own id: the firm's staff reach it, the dossier's
 *   clients an issued one (never a draft); only an administrator or the dossier's lawyer issues it;
 * - `task`: a task of the firm, named by its own id: the firm's staff reach it (clients never), and
 *   only its creator or an administrator may delete it (403 for anyone else);
 * - `template`: a document template of the firm: its staff read it, its administrators manage it;
 * - `person`: a `{userId}` of a path: the caller themself, or, for an administrator, anyone of the firm;
 * - `staff`: a staff member whose public calendar anyone of the firm may read;
 * - `structure`: the firm itself, by id;
 * - the firm's records: `user`, `client`, `dossierType`, `deadlineType`, `expenseType`,
 *   `closureDay`, `availability`, `appointment`, `export` (a job of the firm's whole export),
 *   `import` (an import of dossiers from a spreadsheet).
 */
export const OBJECT_KINDS = [
  'dossier',
  'deadline',
  'document',
  'note',
  'expense',
  'timeEntry',
  'invoice',
  'task',
  'template',
  'person',
  'staff',
  'structure',
  'user',
  'client',
  'dossierType',
  'deadlineType',
  'expenseType',
  'closureDay',
  'availability',
  'appointment',
  'export',
  'import',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/**
 * What a route with a token touches, which the access harness checks for every caller: the caller's
 * own account (`self`), the firm as a whole (`firm`: lists, reference data, creations), or one object
 * of the firm named in the input. Another firm's object is never found (404).
 */
export type Scope = 'self' | 'firm' | { readonly object: ObjectKind; readonly at: InputPath };

/**
 * One entry of the API contract. `path` is the documented path, casing included, with
 * API Gateway's `{param}` syntax.
 */
type RouteFields = {
  readonly domain: Domain;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /**
   * Body fields the old client is documented to send (specification sections 3 and 7) that the API
   * ignores: the author, dates, ids the token gives or the server makes. They are accepted and
   * dropped before validation, so handlers never see them; any other field the body schema does not
   * declare is refused (400 `unknown_field`, see strict-input.ts). A path: `idAuteur`, or
   * `traductions.*.idTDT` where `*` is every element. For the multipart route, the fields of its
   * metadata part.
   */
  readonly ignored?: readonly string[];
  readonly response: AnySchema;
  /** Status of a successful answer; 200 unless said. */
  readonly status?: number;
  /** Largest accepted body in bytes; 64 KiB unless said. */
  readonly maxBody?: number;
  /** The body is multipart/form-data (parsed by the handler), not JSON. */
  readonly multipart?: boolean;
  /** The answer's media type when it is not JSON: the handler then answers the body's text, or a file's bytes in base64 when the type is not text (application/pdf). */
  readonly contentType?: string;
  /**
   * The route takes an `Idempotency-Key` header: a client retrying after a network error sends the
   * same key, and within 24 hours gets the first answer again, with nothing written twice.
   */
  readonly idempotent?: boolean;
};
/** `roles: 'public'` marks the account routes that need no token; every other route declares its scope. */
export type RouteDef = RouteFields &
  ({ readonly roles: 'public'; readonly scope?: never } | { readonly roles: readonly Role[]; readonly scope: Scope });

/** One domain's routes, each named `{domain}.{action}`: the action names the handler's module. */
export const defineRoutes = <D extends Domain, T extends Record<`${D}.${string}`, RouteDef & { readonly domain: D }>>(
  _domain: D,
  table: T,
) => table;

export const DEFAULT_MAX_BODY = 64 * 1024;

/**
 * A route's entry without its schemas: what a function's router needs before the route's own code
 * loads (its address, who may call it, its body's limits, how it answers). A deployed function has
 * its domain's written into the bundle (functions/bundle-options.ts), so its entry loads no schema.
 */
export type RoutingEntry = Pick<RouteDef, 'method' | 'path' | 'roles' | 'status' | 'maxBody' | 'multipart' | 'contentType' | 'idempotent'>;

/** A domain's table without its schemas, route by route. */
export const routingOf = (table: Readonly<Record<string, RouteDef>>): Record<string, RoutingEntry> =>
  Object.fromEntries(
    Object.entries(table).map(([name, { method, path, roles, status, maxBody, multipart, contentType, idempotent }]) => [
      name,
      { method, path, roles, status, maxBody, multipart, contentType, idempotent },
    ]),
  );

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
