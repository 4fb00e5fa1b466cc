import type { FieldError } from '@mizan/shared/errors';
import type * as z from 'zod';

/** The message code of a value's first rule failure (codes of @mizan/shared/messages), or undefined. */
export const validationCode = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** The server's field errors by field name; its messages are already in the person's language. */
export const fieldErrorsByName = (details: readonly FieldError[]) =>
  Object.fromEntries(details.map(({ field, message }) => [field, message])) as Partial<Record<string, string>>;

/**
 * The translation keys of a rule's message code, the first found wins: the API's own text (the
 * `api` namespace, built from shared/src/messages.ts), else a rule only the screens check
 * (`validation.confirm_mismatch`), else 'Invalid value'. `t(ruleKeys(code))`.
 */
export const ruleKeys = (code: string) => [`api:${code}`, `translation:validation.${code}`, 'api:invalid_value'];
