import * as z from 'zod';
import { ERROR_CODES } from './error-codes.ts';

// The codes live in a module without zod, for the SPA's first load (web/src/lib/api-client.ts).
export { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
  /** When the error is a change made by someone else: their name and when (ISO instant). */
  by: z.string().optional(),
  at: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer of the API has this shape. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
