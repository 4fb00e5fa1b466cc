import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { FieldError } from '@mizan/shared/errors';
import { isMessageCode, message } from '@mizan/shared/messages';
import type { RouteDef } from '@mizan/shared/route';
import type { Language } from '@mizan/shared/roles';
import { strictInput, withoutIgnored } from '@mizan/shared/strict-input';
import { ValidationError } from '../errors';

/**
 * Checking a request's input against its route's schemas: loaded with the domain's table (zod and
 * the schemas), while the token is checked and the caller's record read (middleware.ts,
 * `validateInput`), so that a function's entry loads neither.
 */

/** The route's field errors, worded in the caller's language; a field the schema does not know is `unknown_field`. */
const issuesOf = (part: string, schema: z.ZodType | undefined, value: unknown, language: Language) => {
  if (!schema) return { data: undefined, errors: [] as FieldError[] };
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: [] as FieldError[] };
  const detail = (path: PropertyKey[], code: string): FieldError => ({
    field: path.length ? path.join('.') : part,
    code,
    message: message(code, language),
  });
  const errors = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => detail([...issue.path, key], 'unknown_field'))
      : [detail(issue.path, isMessageCode(issue.message) ? issue.message : 'invalid_value')],
  );
  return { data: undefined, errors };
};

/** What a route without a query string or a body accepts there: nothing. */
const NOTHING = z.object({});

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Path parameters, query and body checked against the route's zod schemas: a ValidationError (400
 * with field details) names every wrong field. Query and body are checked against strict copies of
 * the schemas (strict-input.ts): a parameter or field the route does not declare is refused, at any
 * depth, unless the route lists it as `ignored` (dropped here, before validation). Path parameters
 * are the route's own.
 */
export const validatedInput = (event: APIGatewayProxyEventV2, json: unknown, route: RouteDef, language: Language) => {
  const decoded = Object.fromEntries(Object.entries(event.pathParameters ?? {}).map(([k, v]) => [k, v === undefined ? v : safeDecode(v)]));
  const params = issuesOf('params', route.params, decoded, language);
  const query = issuesOf('query', strictInput(route.query ?? NOTHING), event.queryStringParameters ?? {}, language);
  const body = issuesOf('body', strictInput(route.body ?? NOTHING), withoutIgnored(json ?? {}, route.ignored ?? []), language);
  const errors = [...params.errors, ...query.errors, ...body.errors];
  if (errors.length) throw new ValidationError(errors);
  return { params: params.data, query: route.query && query.data, body: route.body && body.data };
};
