import fc from 'fast-check';
import { DEFAULT_MAX_BODY, type RouteDef } from '@mizan/shared/route';
import { accepts, defOf } from './examples';
import type { Input } from './support';

/**
 * Malformed inputs derived from a route's valid input: each one changes one thing (a field set to
 * a value of a hostile family, a required field taken out, an unknown field added, the whole body
 * replaced, an oversized or non-JSON body) and is kept only if the route must refuse it: its
 * schema refuses what the server will receive, or the body is unknown, too large or not JSON.
 */

type Part = 'params' | 'query' | 'body';
type Path = readonly (string | number)[];
export type Mutation =
  | { op: 'set'; family: string; part: Part; path: Path; value: unknown }
  | { op: 'remove'; part: Part; path: Path }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'replaceBody'; family: string; value: unknown }
  | { op: 'notJson'; text: string };
export type Case = { mutation: Mutation; input: Input; expect: { status?: number; error?: string } };

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));
const arabic = fc.string({ unit: char(0x0621, 0x064a), minLength: 1, maxLength: 30 });
const BIDI = ['\u202e', '\u202d', '\u202b', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f', '\u200e', '\u061c'];
const mixedDirection = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...BIDI), arabic, fc.string({ maxLength: 12 }))
  .map(([latin, mark, text, tail]) => `${latin}${mark}${text}${tail}`);
const control = fc.string({
  unit: fc.oneof(char(0, 0x1f), fc.constantFrom('\u007f', '\u0085', '\u2028', '\u2029', '\u200b', '\ufeff', '\ud800', '\udfff')),
  minLength: 1,
  maxLength: 20,
});
/** A URL stays under Node's 16 KiB header limit; a body field may exceed the route's size limit. */
const huge = (part: Part) =>
  fc
    .tuple(fc.constantFrom('x', '0', 'é', 'ب', ' '), fc.integer({ min: 300, max: part === 'body' ? 70_000 : 2_000 }))
    .map(([unit, length]) => unit.repeat(length));
const empty = fc.constantFrom('', ' ', '   ', '\t', '\n', '\u00a0', '\u3000');
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { minKeys: 1, maxKeys: 3 }),
);
const INVALID_IDS = [
  '00000000000000000000000000',
  '00000000-0000-0000-0000-000000000000',
  '0',
  '-',
  '--',
  '!!',
  'a'.repeat(65),
  '01J 00',
  '٠١٢٣٤٥٦٧',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '%00',
  '%',
  '*',
  '#',
  '?',
  '01JCONTRACT00000000000000X\u0000',
];
const invalidId = fc.constantFrom(...INVALID_IDS);
/** Nested `{ a: [ { a: [ … ] } ] }`, `depth` levels. */
const nested = (depth: number) => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
};
/** Deep in a body; in a URL, shallow enough to stay under the header limit once percent-encoded. */
const deep = (part: Part) => fc.integer({ min: 20, max: part === 'body' ? 3_000 : 300 }).map(nested);
const INJECTIONS: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR ""="',
  "admin'--",
  '1 UNION SELECT * FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd%00',
  '${7*7}',
  '{{7*7}}',
  '`id`',
  '$(id)',
  '; ls -la',
  'attribute_not_exists(pk)',
  '#pk = :pk OR :v',
  'T#00000000000000000000000000',
  '__proto__',
  'constructor',
];
const injection = fc.constantFrom(...INJECTIONS);

const FAMILIES: Record<string, (part: Part) => fc.Arbitrary<unknown>> = {
  'wrong type': () => wrongType,
  null: () => fc.constant(null),
  'huge string': huge,
  'empty string': () => empty,
  arabic: () => arabic,
  'mixed direction': () => mixedDirection,
  'control characters': () => control,
  'invalid id': () => invalidId,
  'deep nesting': deep,
  injection: () => injection,
};
/** Unknown body fields: none is a documented field a route ignores. */
const UNKNOWN_FIELDS = ['champInconnu', 'clients', 'isAdmin', '$where', '__proto__', 'constructor', 'zz_extra'];
const NOT_JSON = ['{"broken": ', "{'a': 1}", '{"a": 1}}', 'undefined', '<xml/>', '{"a": 01}', '\u0000', '[1, 2,]'];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** A path or query value as it travels (a lone surrogate cannot be URL-encoded). */
const overTheWire = (value: string) => Buffer.from(value, 'utf8').toString('utf8');
const clone = <T>(value: T): T => structuredClone(value);

/** Every path of a JSON value: each key and index at any depth. */
const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
};

const setPath = (target: unknown, path: Path, value: unknown, remove = false) => {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
};

/**
 * The inputs mutations start from: `valid`, a call the route accepts (the access harness's), for an
 * unknown field, which must be the only fault; `full`, every optional field filled, for the others.
 */
export type Bases = { valid: Input; full: Input };

const apply = (bases: Bases, mutation: Mutation): Input => {
  const input = clone(mutation.op === 'extra' ? bases.valid : bases.full);
  switch (mutation.op) {
    case 'set': {
      const value = mutation.part === 'body' ? mutation.value : overTheWire(asText(mutation.value));
      if (mutation.part === 'body' && !mutation.path.length) input.body = value;
      else setPath(input[mutation.part], mutation.path, value);
      return input;
    }
    case 'remove':
      setPath(input[mutation.part], mutation.path, undefined, true);
      return input;
    case 'extra':
      return { ...input, body: { ...(input.body as object), [mutation.key]: mutation.value } };
    case 'replaceBody':
      return { ...input, body: mutation.value };
    case 'notJson':
      return { ...input, rawBody: mutation.text };
  }
};

const bodySize = (input: Input) => Buffer.byteLength(input.rawBody ?? JSON.stringify(input.body ?? {}));

/** Is the input one the route must refuse? And with which answer, when it is a particular one. */
const verdict = (route: RouteDef, mutation: Mutation, input: Input): Case['expect'] | undefined => {
  if (route.body && bodySize(input) > (route.maxBody ?? DEFAULT_MAX_BODY)) return { status: 413 };
  if (mutation.op === 'notJson') return { status: 400, error: 'invalid_json' };
  if (mutation.op === 'extra') return {};
  // A dot segment is resolved by the client: the request goes to another path, maybe another route's.
  if (Object.values(input.params).some((value) => value === '.' || value === '..')) return undefined;
  const query = Object.fromEntries(new URLSearchParams(new URLSearchParams(input.query).toString()));
  const body = input.body === undefined ? undefined : (JSON.parse(JSON.stringify(input.body)) as unknown);
  const refused =
    (route.params && !accepts(route.params, input.params)) ||
    (route.query && !accepts(route.query, query)) ||
    (route.body && !accepts(route.body, body ?? {}));
  return refused ? {} : undefined;
};

/** The parts of a route a mutation may touch, from its valid input. */
const slotsOf = (route: RouteDef, base: Input) => [
  ...(route.params ? Object.keys(base.params).map((key) => ({ part: 'params' as const, path: [key] as Path })) : []),
  ...(route.query
    ? Object.keys(defOf(route.query).shape ?? base.query).map((key) => ({ part: 'query' as const, path: [key] as Path }))
    : []),
  ...(route.body && !route.multipart
    ? [{ part: 'body' as const, path: [] as Path }, ...pathsOf(base.body).map((path) => ({ part: 'body' as const, path }))]
    : []),
];

const mutations = (route: RouteDef, base: Input): fc.Arbitrary<Mutation> => {
  const slots = slotsOf(route, base);
  const set = fc
    .tuple(fc.constantFrom(...slots), fc.constantFrom(...Object.keys(FAMILIES)))
    .chain(([slot, family]) => FAMILIES[family]!(slot.part).map((value): Mutation => ({ op: 'set', family, ...slot, value })));
  const removable = slots.filter((slot) => slot.part !== 'params' && slot.path.length > 0);
  const remove = removable.length ? [fc.constantFrom(...removable).map((slot): Mutation => ({ op: 'remove', ...slot }))] : [];
  const hasBody = route.body !== undefined && !route.multipart;
  const bodyOnly = hasBody
    ? [
        fc
          .tuple(fc.constantFrom(...UNKNOWN_FIELDS), fc.oneof(fc.string(), wrongType, injection))
          .map(([key, value]): Mutation => ({ op: 'extra', key, value })),
        fc
          .oneof(wrongType, fc.constant(null), deep('body'), injection)
          .map((value): Mutation => ({ op: 'replaceBody', family: 'whole body', value })),
        fc.constantFrom(...NOT_JSON).map((text): Mutation => ({ op: 'notJson', text })),
      ]
    : [];
  return fc.oneof({ arbitrary: set, weight: 8 }, ...remove.map((arbitrary) => ({ arbitrary, weight: 2 })), ...bodyOnly);
};

/** Cases every route with that input gets, whatever the sampling: each field taken out (a case where it was required), an all-zero id, an unknown field, a body too large, not JSON. */
const certain = (route: RouteDef, base: Input): Mutation[] => {
  const missing = (part: 'query' | 'body') =>
    Object.keys((part === 'body' ? base.body : base.query) ?? {}).map((key): Mutation => ({ op: 'remove', part, path: [key] }));
  const hasBody = route.body !== undefined && !route.multipart;
  return [
    ...(route.query ? missing('query') : []),
    ...Object.keys(route.params ? base.params : {}).map((key): Mutation => ({
      op: 'set',
      family: 'invalid id',
      part: 'params',
      path: [key],
      value: INVALID_IDS[0],
    })),
    ...(hasBody
      ? [
          ...missing('body'),
          { op: 'extra', key: UNKNOWN_FIELDS[0]!, value: 'valeur' } as const,
          {
            op: 'replaceBody',
            family: 'oversized body',
            value: { ...(base.body as object), remplissage: 'x'.repeat(route.maxBody ?? DEFAULT_MAX_BODY) },
          } as const,
          { op: 'notJson', text: NOT_JSON[0]! } as const,
        ]
      : []),
  ];
};

/**
 * `count` distinct malformed cases of the route, reproducible from `seed`: the certain ones, then
 * samples of the arbitrary (fast-check, seeded) that the route must refuse.
 */
export const malformedCases = (route: RouteDef, bases: Bases, seed: number, count: number): Case[] => {
  const valid = (schema: RouteDef['body'], value: unknown) => !schema || accepts(schema, value);
  for (const base of [bases.valid, bases.full]) {
    if (!valid(route.params, base.params) || !valid(route.query, base.query) || !valid(route.body, base.body))
      throw new Error(`${route.path}: its schemas refuse an input the mutations start from`);
  }
  const base = bases.full;
  const cases: Case[] = [];
  const seen = new Set<string>();
  const add = (mutation: Mutation) => {
    const input = apply(bases, mutation);
    const expect = verdict(route, mutation, input);
    const key = JSON.stringify(input);
    if (!expect || seen.has(key) || cases.length >= count) return;
    seen.add(key);
    cases.push({ mutation, input, expect });
  };
  certain(route, base).forEach(add);
  const arbitrary = mutations(route, base);
  for (let round = 0; cases.length < count; round++) {
    if (round > 50) throw new Error(`only ${cases.length} malformed inputs found for ${route.path}`);
    fc.sample(arbitrary, { seed: seed + round, numRuns: count }).forEach(add);
  }
  return cases;
};

/** A short account of a case, for a failure message. */
export const describeCase = ({ mutation }: Case) => {
  const value = (v: unknown) => {
    const text = JSON.stringify(v) ?? String(v);
    return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
  };
  switch (mutation.op) {
    case 'set':
      return `${mutation.family}: ${mutation.part}.${mutation.path.join('.')} = ${value(mutation.value)}`;
    case 'remove':
      return `missing ${mutation.part}.${mutation.path.join('.')}`;
    case 'extra':
      return `unknown field body.${mutation.key} = ${value(mutation.value)}`;
    case 'replaceBody':
      return `${mutation.family}: body = ${value(mutation.value)}`;
    case 'notJson':
      return `not JSON: ${value(mutation.text)}`;
  }
};
