import * as z from 'zod';

/**
 * Field rules of the specification (section 5), shared by the screens and the API so both refuse
 * the same input. Each failure carries a message *code*; `messages.ts` words it in fr, ar and en.
 * A rule whose valid values cannot be guessed from its checks declares an example with zod's
 * `.meta()`, which the contract harnesses send (see tests/contract/examples.ts); the API ignores it.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}\-_ ]+$/u;
/** A firm's name also takes the marks firm names use: "Cabinet Benali & Associés", "Cabinet d'Avocats". */
export const FIRM_NAME_PATTERN = /^[\p{L}\p{M}\-_ &'’.,]+$/u;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%]).{8,24}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional '+' or '00' prefix, then 10 to 14 digits in groups separated by spaces, dots or dashes. */
export const PHONE_PATTERN = /^(?:\+|\d)[\d .-]*$/;
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';

const phoneDigits = (value: string) => value.replace(/^\+|^00/, '').replace(/[ .-]/g, '');

export const isValidPhone = (value: string) =>
  PHONE_PATTERN.test(value) && /^\d{10,14}$/.test(phoneDigits(value)) && !/[ .-]{2}/.test(value);

const nameMatching = (pattern: RegExp, min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((v) => v.length >= min && v.length <= max && pattern.test(v), { error: 'name_invalid' });

export const personName = (min: number, max: number) => nameMatching(NAME_PATTERN, min, max);
export const firmName = () => nameMatching(FIRM_NAME_PATTERN, 3, 100);

export const email = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(254, { error: 'email_invalid' })
    .regex(EMAIL_PATTERN, { error: 'email_invalid' })
    .transform((v) => v.toLowerCase())
    .meta({ examples: ['avocat@exemple.ma'], unique: true });

export const phone = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine(isValidPhone, { error: 'phone_invalid' })
    .meta({ examples: ['0612345678'] });

export const password = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required', abort: true })
    .regex(PASSWORD_PATTERN, { error: 'password_policy' })
    .meta({ examples: ['Exemple@2026'] });

export const requiredText = (max = 500) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'too_long' });

/** A ULID or another opaque id; the all-zero placeholder is never a real id. */
export const id = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(64, { error: 'invalid_id' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid_id' })
    .refine((v) => v !== ZERO_ID && !/^0+$/.test(v.replace(/-/g, '')), { error: 'invalid_id' });

export const isoDate = () =>
  z
    .string({ error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
    .meta({ examples: ['2026-03-02'] });

/** Optional free text: trimmed, bounded, and an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((v) => v || undefined);
