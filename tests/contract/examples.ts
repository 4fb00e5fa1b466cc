import fc from 'fast-check';
import type * as z from 'zod';
import type { RouteDef } from '@mizan/shared/route';
import type { Input } from './support';

/**
 * A valid example of any route's input, built from its zod schemas, so that a route added to the
 * table is covered by the harnesses the day it is added. The schemas may guide it with zod's
 * `.meta()` (inert for the API):
 * - `examples: [v]`: the value to send; an optional field that declares one is sent;
 * - `unique: true`: a string example gets a prefix unique to the run (references, emails);
 * - `from`: the value is the caller's own (`caller.userId`, `caller.email`, `caller.password`)
 *   or repeats the object's (`object.email`: a user's email is fixed; `object.id`: its first version's id is the object's).
 * Without them, strings, numbers, enums, arrays… are made from their checks, and every value is
 * checked against its schema: a field the generator cannot satisfy fails loudly, naming its path.
 */

/** Whose input it is: the caller (a visitor without token uses someone's credentials) and the object touched. */
export type Person = { userId: string; email: string; password: string; refreshToken: string };
export type ExampleContext = { caller: Person; object?: { id: string; email?: string } };

type ExampleMeta = { examples?: readonly unknown[]; unique?: boolean; from?: string };
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  items?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
};

export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as ExampleMeta;
/** A field the object may leave out (optional or with a default). */
export const isOptional = (schema: z.ZodType) => schema._zod.optin !== undefined;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema accepts the value (a schema that throws on it does not). */
export const accepts = (schema: z.ZodType, value: unknown) => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

/** The example a schema declares, through its wrappers. */
export const declared = (schema: z.ZodType): ExampleMeta | undefined => {
  const meta = metaOf(schema);
  if (meta.examples?.length || meta.from) return meta;
  const def = defOf(schema);
  const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
  return inner && declared(inner);
};

let counter = 0;
const RUN = Math.random().toString(36).slice(2, 7);
/** A string no other input of this run carries, nor contains (the run's mark comes first). */
export const unique = (value: string) => `${RUN}${(++counter).toString(36)}-${value}`;

const SOURCES: Record<string, (context: ExampleContext) => string | undefined> = {
  'caller.userId': ({ caller }) => caller.userId,
  'caller.email': ({ caller }) => caller.email,
  'caller.password': ({ caller }) => caller.password,
  'object.email': ({ object }) => object?.email,
  'object.id': ({ object }) => object?.id,
};

/** Examples of zod's string formats, also tried (after a word) for strings checked by a refinement. */
const FORMATS: Record<string, string> = {
  email: 'avocat@exemple.ma',
  url: 'https://exemple.ma',
  uuid: '3f0c9a4e-6b1d-4c2a-9f5e-2a7d8b1c0e4f',
  ulid: '01JEXEMPLE0000000000000000',
  date: '2026-03-02',
  datetime: '2026-03-02T09:00:00Z',
  time: '09:00:00',
};

const stringCandidates = (schema: z.ZodType): unknown[] => {
  const checks = checksOf(schema);
  const min = Math.max(1, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const candidates: unknown[] = [];
  const format = defOf(schema).format;
  if (format && FORMATS[format]) candidates.push(FORMATS[format]);
  for (const { pattern } of checks.filter((c) => c.check === 'string_format' && c.pattern)) {
    try {
      // A string that matches case-sensitively also matches with the `i` flag, which fast-check refuses.
      const regex = new RegExp(pattern!.source, pattern!.flags.replace(/[ig]/g, ''));
      candidates.push(...fc.sample(fc.stringMatching(regex), { seed: 1, numRuns: 20 }));
    } catch {
      // a pattern fast-check cannot generate from: the plain candidates below, or an example
    }
  }
  return [...candidates, 'Exemple', 'x'.repeat(min), ...Object.values(FORMATS)];
};

const numberCandidates = (schema: z.ZodType): unknown[] => {
  const checks = checksOf(schema);
  const integer = checks.some((c) => c.check === 'number_format' && c.format?.includes('int'));
  const step = integer ? 1 : 0.5;
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  return [
    ...(low?.value !== undefined ? [low.inclusive ? low.value : low.value + step] : []),
    1,
    0,
    ...(high?.value !== undefined ? [high.inclusive ? high.value : high.value - step] : []),
  ];
};

const candidatesOf = (schema: z.ZodType, context: ExampleContext, full: boolean, path: string): unknown[] => {
  const def = defOf(schema);
  const inner = (child: z.ZodType, at = path) => exampleOf(child, context, full, at);
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const guessed = isOptional(field) && !declared(field);
        if (guessed && !full) continue;
        try {
          const example = inner(field, `${path}.${key}`);
          if (example !== undefined) value[key] = example;
        } catch (error) {
          // A full example leaves out the optional fields it cannot guess.
          if (!guessed) throw error;
        }
      }
      return [value];
    }
    case 'array': {
      const min = Math.max(0, ...checksOf(schema).map((c) => (c.check === 'min_length' ? (c.minimum ?? 0) : 0)));
      const length = full ? Math.max(min, 1) : min;
      return [Array.from({ length }, (_, i) => inner(def.element!, `${path}.${i}`))];
    }
    case 'string':
      return stringCandidates(schema);
    case 'number':
      return numberCandidates(schema);
    case 'boolean':
      return [false, true];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'literal':
      return [...(def.values ?? [])];
    case 'null':
      return [null];
    case 'unknown':
    case 'any':
      return ['Exemple'];
    case 'record':
      return [{}];
    case 'union':
      return (def.options ?? []).flatMap((option) => {
        try {
          return [inner(option)];
        } catch {
          return [];
        }
      });
    case 'nullable':
      return [inner(def.innerType!), null];
    case 'pipe':
      // A preprocess is a pipe from a transform: the example is the target's.
      return [inner(defOf(def.in!).type === 'transform' ? def.out! : def.in!)];
    case 'lazy':
      return [inner(def.getter!())];
    case 'tuple':
      return [(def.items ?? []).map((item, i) => inner(item, `${path}.${i}`))];
    case 'intersection':
      return [{ ...(inner(def.left!) as object), ...(inner(def.right!) as object) }];
    default:
      if (WRAPPERS.has(def.type)) return [inner(def.innerType!)];
      return [];
  }
};

/**
 * A value `schema` accepts: the caller's or object's own when the schema says `from`, the declared
 * example, else one made from the schema. `full` also fills optional fields and gives arrays an
 * item (the fuzz harness mutates every field); otherwise optional fields are left out unless they
 * declare an example.
 */
export const exampleOf = (schema: z.ZodType, context: ExampleContext, full = false, path = 'input'): unknown => {
  const meta = metaOf(schema);
  const source = meta.from === undefined ? undefined : SOURCES[meta.from];
  if (meta.from !== undefined && !source) throw new Error(`${path}: unknown example source ${meta.from}`);
  const sourced = source?.(context);
  const first = meta.examples?.[0];
  const candidates =
    sourced !== undefined
      ? [sourced]
      : first !== undefined
        ? [meta.unique && typeof first === 'string' ? unique(first) : first]
        : candidatesOf(schema, context, full, path);
  const index = candidates.findIndex((candidate) => accepts(schema, candidate));
  if (index < 0) {
    throw new Error(
      `${path}: no valid example for this ${defOf(schema).type} (tried ${JSON.stringify(candidates.slice(0, 3))}); declare one with .meta({ examples: [...] })`,
    );
  }
  return candidates[index];
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const asTexts = (value: unknown) =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key, asText(v)]));

/** Sets `value` at a dotted path of the input (`params.id`, `body.idDossier`), creating objects on the way. */
export const setAt = (input: Input, path: string, value: unknown) => {
  const keys = path.split('.');
  let target = input as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1)!] = value;
};

/**
 * A valid input of the route for the caller; a route that touches an object gets the object's id
 * at its scope's path.
 */
export const validInput = (route: RouteDef, context: ExampleContext, full = false): Input => {
  const input: Input = {
    params: asTexts(route.params && exampleOf(route.params, context, full, 'params')),
    query: asTexts(route.query && exampleOf(route.query, context, full, 'query')),
    body: route.body && exampleOf(route.body, context, full, 'body'),
  };
  if (route.roles !== 'public' && typeof route.scope === 'object') {
    if (!context.object) throw new Error(`${route.path}: an input for a route that touches an object needs one`);
    setAt(input, route.scope.at, context.object.id);
  }
  return input;
};
