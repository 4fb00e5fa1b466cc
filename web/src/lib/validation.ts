import type { FieldError } from '@mizan/shared/errors';
import type { z } from 'zod';

/** The message code of a value's first rule failure (codes of @mizan/shared/messages), or undefined. */
export const validationCode = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** The server's field errors by field name; its messages are already in the person's language. */
export const fieldErrorsByName = (details: readonly FieldError[]) =>
  Object.fromEntries(details.map(({ field, message }) => [field, message])) as Partial<Record<string, string>>;
