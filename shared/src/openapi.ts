import * as z from 'zod';
import { errorEnvelopeSchema } from './errors.ts';
import { DEFAULT_MAX_BODY, pathParams, type Domain, type HttpMethod, type RouteDef, type Scope } from './route.ts';
import { ROLES, type Role } from './roles.ts';

/**
 * The API's description as an OpenAPI 3.1 document, generated from a route table (the merged one of
 * routes.ts, which `GET /api/openapi.json` serves) and its zod schemas, with zod's own JSON Schema
 * conversion: inputs as a caller sends them (`io: 'input'`, before transforms and defaults), answers
 * as the API writes them. Pure: the same table gives the same document.
 */

type JsonSchema = z.core.JSONSchema.BaseSchema;
type Ref = { $ref: string };

export type OpenApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
};
export type OpenApiMediaType = { schema: JsonSchema | Ref; encoding?: Record<string, { contentType: string }> };
export type OpenApiResponse = {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
};
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  /** The roles that may call the route; absent on public routes. */
  'x-roles'?: readonly Role[];
  /** What the route touches: the caller's own account, the firm, or one object of the firm named in the input. */
  'x-scope'?: Scope;
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | Ref>;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
  };
};

export const OPENAPI_INFO = {
  title: 'Mizan API',
  version: '1.0.0',
  description: [
    'The API of Mizan, case management for law firms, generated from its route table and zod schemas.',
    'Every route but the public ones takes the Cognito ID token a sign-in answers (`POST /api/Account/login`) as `Authorization: Bearer <token>`;',
    '`x-roles` lists the roles that may call a route, `x-scope` what it touches (the caller, the firm, or one object of the firm named in the input).',
    'A body field or query parameter a route does not declare is refused (400, `unknown_field`).',
    'Every error answers `{ statusCode, error, message, details? }`, worded in the language of `Accept-Language` (fr, ar, en).',
  ].join(' '),
};

const TOKEN = 'cognitoIdToken';

/** One tag per domain (the Lambda function that serves its routes). */
const DOMAIN_TAGS: Record<Domain, string> = {
  account: 'Registration, sign-in, sessions, two-factor sign-in and the signed-in person’s profile',
  dashboard: 'The week’s hearings, appointments, urgent deadlines, notifications and the daily digest',
  dossiers: 'Dossiers, their parties, cabinet and court deadlines, history of actions, notes and expenses',
  clients: 'The firm’s clients and their dossiers',
  documents: 'Documents of a dossier: upload, confirmation, download and view addresses',
  messages: 'Lawyer–client messages of a dossier',
  calendar: 'Availabilities, free slots, appointments and the private calendar subscription',
  users: 'The firm’s users and their invitations',
  management: 'Reference data (types, statuses, courts), closure days, and this description',
  search: 'Search over dossiers, clients and documents',
  activity: 'The firm’s activity log',
  fees: 'Fee agreements of dossiers and time entries',
  billing: 'Invoices (notes d’honoraires) of dossiers and their payments',
  tasks: 'The firm’s internal tasks (never a client’s)',
  print: 'Printable documents (PDF): the day’s hearing list',
  exports: 'The firm’s whole export (a ZIP job, for administrators)',
  imports: 'The import of dossiers from a spreadsheet (a job, for administrators)',
  reports: 'The firm’s figures, as the reports job computed them',
  templates: 'Document templates (DOCX with fields) and documents generated from them',
};

const SUCCESS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** Keys of `.meta()` that are JSON Schema's; the others (the harnesses' `from`, `unique`…) stay out of the document. */
const SCHEMA_META = new Set(['title', 'description', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'default', 'format', '$comment']);

type Conversion = { io: 'input' | 'output'; strict?: boolean };

/**
 * zod's conversion. An input object without a catchall is closed (`additionalProperties: false`):
 * the API refuses fields it does not declare (strict-input.ts). What JSON Schema cannot say (a
 * custom check, a transform's output) becomes a schema that says so, rather than failing the route.
 */
const convert = (schema: z.ZodType, { io, strict }: Conversion): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: () => ({ description: 'Not expressible in JSON Schema: checked by the API' }),
    override: ({ zodSchema, jsonSchema }) => {
      const meta = z.globalRegistry.get(zodSchema);
      for (const key of Object.keys(meta ?? {})) if (!SCHEMA_META.has(key)) delete (jsonSchema as Record<string, unknown>)[key];
      const def = (zodSchema as z.core.$ZodTypes)._zod.def;
      if (strict && def.type === 'object' && !def.catchall && !('additionalProperties' in jsonSchema))
        jsonSchema.additionalProperties = false;
    },
  });
  const { $schema: _dialect, ...rest } = json;
  return rest;
};

/** Does the schema refer to itself (`$ref: '#…'`: a recursive schema, or an extracted definition)? */
const refersToItself = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(refersToItself)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).some(
          ([key, inner]) => (key === '$ref' && typeof inner === 'string' && inner.startsWith('#')) || refersToItself(inner),
        )
      : false;

/** Rewrites `#…` references, which zod makes relative to the schema, to the schema's place in the document. */
const rebased = (value: unknown, base: string): unknown =>
  Array.isArray(value)
    ? value.map((inner) => rebased(inner, base))
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value).map(([key, inner]) => [
            key,
            key === '$ref' && typeof inner === 'string' && inner.startsWith('#') ? `${base}${inner.slice(1)}` : rebased(inner, base),
          ]),
        )
      : value;

/** Where a body field the route ignores sits in its schema: `idAuteur`, `traductions.*.idTDT`. */
const withIgnoredFields = (schema: JsonSchema, paths: readonly string[]): JsonSchema => {
  const copy = structuredClone(schema);
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    let node: JsonSchema | undefined = copy;
    for (const part of parts) {
      if (part === '*') node = typeof node?.items === 'object' && !Array.isArray(node.items) ? node.items : undefined;
      else node = node?.properties?.[part] as JsonSchema | undefined;
    }
    if (node?.type === 'object') {
      node.properties = {
        ...node.properties,
        [last]: { deprecated: true, description: 'Sent by the older client: accepted and ignored' },
      };
    }
  }
  return copy;
};

type ErrorAnswer = { status: string; name: string; description: string; retryAfter?: boolean };

/** The error answers a route can give, from what its entry declares; each one is the error envelope. */
const errorAnswers = (route: RouteDef): ErrorAnswer[] => {
  const answers: ErrorAnswer[] = [
    {
      status: '400',
      name: 'BadRequest',
      description:
        'The input is refused: `validation_failed` with one detail per field (`unknown_field` for one the route does not declare), `invalid_json`, or `bad_request`',
    },
  ];
  if (route.roles !== 'public') {
    answers.push({
      status: '401',
      name: 'Unauthorized',
      description: 'No valid token, or its session has ended (in the cloud, a missing or malformed token gets API Gateway’s own 401 body)',
    });
    const everyRole = ROLES.every((role) => route.roles.includes(role));
    if (!everyRole || typeof route.scope === 'object')
      answers.push({ status: '403', name: 'Forbidden', description: 'The caller’s role, or the object’s rules, do not allow it' });
  }
  if ((route.roles !== 'public' && typeof route.scope === 'object') || pathParams(route.path).length)
    answers.push({ status: '404', name: 'NotFound', description: 'No such object, or one the caller may not see' });
  if (route.idempotent)
    answers.push({
      status: '409',
      name: 'Conflict',
      description: 'A conflict with what the firm holds, or an `Idempotency-Key` reused with another body (`details` names the field)',
    });
  if (route.body || route.multipart)
    answers.push({ status: '413', name: 'PayloadTooLarge', description: 'The body is larger than the route accepts' });
  answers.push(
    {
      status: '4XX',
      name: 'Refused',
      description: 'Another refusal by the route’s rules: a conflict (409), too many requests (429, with `Retry-After`)…',
    },
    { status: '500', name: 'InternalError', description: 'An unexpected failure: the envelope carries a `requestId` and nothing more' },
    {
      status: '503',
      name: 'ServiceUnavailable',
      description: 'A dependency is throttled or unavailable: nothing was changed; try again after `Retry-After` seconds',
      retryAfter: true,
    },
  );
  return answers;
};

/** The success answer's media type, without its parameters (`text/calendar; charset=utf-8` → `text/calendar`). */
const mediaType = (route: RouteDef) => (route.contentType ?? 'application/json').split(';')[0]!.trim();

/**
 * The OpenAPI 3.1 document of a route table: one operation per route (its name as `operationId`,
 * its domain as tag), with its roles, path and query parameters, body (JSON, or the multipart
 * upload's form), its success answer and the error envelope of each error it can give.
 */
export const openApiDocument = (table: Readonly<Record<string, RouteDef>>): OpenApiDocument => {
  const schemas: Record<string, JsonSchema> = {};
  const responses: Record<string, OpenApiResponse> = {};

  /** Routes share schemas (`idParams`, `okResponse`…): each is converted once per way of reading it. */
  const conversions = new Map<string, WeakMap<z.ZodType, JsonSchema>>();
  const converted = (schema: z.ZodType, how: Conversion): JsonSchema => {
    const key = `${how.io}${how.strict ? ' strict' : ''}`;
    const known = conversions.get(key) ?? conversions.set(key, new WeakMap()).get(key)!;
    return known.get(schema) ?? known.set(schema, convert(schema, how)).get(schema)!;
  };

  /** A schema inline, or, when it refers to itself, as a component of the route (zod's `$ref`s rebased). */
  const place = (name: string, schema: JsonSchema): JsonSchema | Ref => {
    if (!refersToItself(schema)) return schema;
    const ref = `#/components/schemas/${name}`;
    schemas[name] = rebased(schema, ref) as JsonSchema;
    return { $ref: ref };
  };

  const envelope = (multipart: boolean): Ref => {
    // The documented multipart upload's errors also carry the message as `Message` (its old clients read it).
    const name = multipart ? 'UploadErrorEnvelope' : 'ErrorEnvelope';
    schemas[name] ??= converted(multipart ? errorEnvelopeSchema.extend({ Message: z.string() }) : errorEnvelopeSchema, { io: 'output' });
    return { $ref: `#/components/schemas/${name}` };
  };

  const errorResponse = (answer: ErrorAnswer, multipart: boolean): Ref => {
    const name = `${multipart ? 'Upload' : ''}${answer.name}`;
    responses[name] ??= {
      description: answer.description,
      ...(answer.retryAfter
        ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } } }
        : {}),
      content: { 'application/json': { schema: envelope(multipart) } },
    };
    return { $ref: `#/components/responses/${name}` };
  };

  const operation = (name: string, route: RouteDef): OpenApiOperation => {
    const parameters: OpenApiParameter[] = [];
    const params = route.params ? converted(route.params, { io: 'input' }) : undefined;
    for (const param of pathParams(route.path)) {
      const schema = (params?.properties?.[param] as JsonSchema | undefined) ?? { type: 'string' };
      parameters.push({ name: param, in: 'path', required: true, schema });
    }
    if (route.query) {
      const query = converted(route.query, { io: 'input' });
      for (const [param, schema] of Object.entries(query.properties ?? {}))
        parameters.push({ name: param, in: 'query', required: query.required?.includes(param) ?? false, schema: schema as JsonSchema });
    }
    if (route.idempotent)
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'The same key from the same person on this route within 24 hours answers the first answer and writes nothing again',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
      });

    let requestBody: OpenApiOperation['requestBody'];
    if (route.body) {
      const body = withIgnoredFields(converted(route.body, { io: 'input', strict: true }), route.ignored ?? []);
      const schema = place(`${name}.body`, body);
      requestBody = route.multipart
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    metadata: schema,
                    file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file' },
                  },
                  required: ['metadata', 'file'],
                },
                encoding: { metadata: { contentType: 'application/json' } },
              },
            },
          }
        : { required: (body.required?.length ?? 0) > 0, content: { 'application/json': { schema } } };
    }

    const status = route.status ?? 200;
    const success: OpenApiResponse = {
      description: SUCCESS[status] ?? 'Success',
      content: { [mediaType(route)]: { schema: place(`${name}.response`, converted(route.response, { io: 'output' })) } },
    };
    const multipart = route.multipart === true;
    const maxBody = route.maxBody ?? DEFAULT_MAX_BODY;
    return {
      operationId: name,
      summary: route.summary,
      tags: [route.domain],
      ...(route.roles === 'public' ? {} : { 'x-roles': route.roles, 'x-scope': route.scope }),
      security: route.roles === 'public' ? [] : [{ [TOKEN]: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(status)]: success,
        ...Object.fromEntries(
          errorAnswers(route).map((answer) => [
            answer.status,
            answer.status === '413'
              ? { ...errorResponse(answer, multipart), description: `The body is larger than ${maxBody} bytes` }
              : errorResponse(answer, multipart),
          ]),
        ),
      },
    };
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const [name, route] of Object.entries(table)) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase() as Lowercase<HttpMethod>] = operation(name, route);
  }
  const domains = [...new Set(Object.values(table).map((route) => route.domain))];
  return {
    openapi: '3.1.0',
    info: OPENAPI_INFO,
    servers: [{ url: '/', description: 'The address the app is served from: the API shares its origin' }],
    tags: domains.map((domain) => ({ name: domain, description: DOMAIN_TAGS[domain] })),
    paths,
    components: {
      securitySchemes: {
        [TOKEN]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The Cognito ID token a sign-in or a session renewal answers (`token`)',
        },
      },
      schemas,
      responses,
    },
  };
};
