import type { FieldError } from '@mizan/shared/errors';
import { message, type MessageCode } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';

/** One field's error for an envelope's details, worded in the caller's language. */
export const fieldError = (field: string, code: MessageCode, language: Language): FieldError => ({
  field,
  code,
  message: message(code, language),
});
