import * as z from 'zod';

/**
 * A request's input refuses fields its route does not know, at every depth: a client that sends
 * `clients` instead of the documented `Client` gets a 400 naming `clients`, not a dossier without its
 * parties. The route table's schemas are written with plain `z.object` (which would strip such
 * fields silently); the API validates against the strict copy made here, so a new route is strict
 * without anyone remembering to ask. An object that really takes any key says so with
 * `z.looseObject` (or a `catchall`), which is kept as it is.
 */
export const strictInput = (schema: z.ZodType): z.ZodType => {
  const known = strictCopies.get(schema);
  if (known) return known;
  const copy = strictCopy(schema);
  strictCopies.set(schema, copy);
  return copy;
};

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

const strictCopy = (schema: z.ZodType): z.ZodType => {
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def;
  const inner = (child: z.core.$ZodType) => strictInput(child as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, inner(value)]));
      return schema.clone({ ...def, shape, catchall: def.catchall ?? z.never() } as typeof def);
    }
    case 'array':
      return schema.clone({ ...def, element: inner(def.element) } as typeof def);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return schema.clone({ ...def, innerType: inner(def.innerType) } as typeof def);
    case 'pipe':
      return schema.clone({ ...def, in: inner(def.in), out: inner(def.out) } as typeof def);
    case 'union':
      return schema.clone({ ...def, options: def.options.map(inner) } as typeof def);
    case 'record':
      return schema.clone({ ...def, valueType: inner(def.valueType) } as typeof def);
    case 'tuple':
      return schema.clone({ ...def, items: def.items.map(inner), rest: def.rest && inner(def.rest) } as typeof def);
    case 'lazy':
      return schema.clone({ ...def, getter: () => inner(def.getter()) } as typeof def);
    case 'intersection':
      // Each side of a strict intersection would refuse the other's fields.
      throw new Error('An input schema cannot be an intersection: extend the object instead.');
    default:
      return schema;
  }
};

/**
 * Removes the fields a route accepts and ignores (its `ignored` list): `idAuteur`, or
 * `traductions.*.idTDT` where `*` is every element of an array. Answers a copy; the input is kept.
 */
export const withoutIgnored = (value: unknown, paths: readonly string[]): unknown =>
  paths.reduce((current, path) => without(current, path.split('.')), value);

const without = (value: unknown, [head, ...rest]: string[]): unknown => {
  if (head === undefined) return value;
  if (head === '*') return Array.isArray(value) ? value.map((item: unknown) => without(item, rest)) : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, head)) return value;
  const { [head]: child, ...others } = value as Record<string, unknown>;
  return rest.length ? { ...others, [head]: without(child, rest) } : others;
};
