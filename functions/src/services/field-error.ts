import type { FieldError } from '@mizan/shared/errors';
import { message, type MessageCode } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';

/** One field's error for an envelope's details, worded in the caller's language. */
export const fieldError = (field: string, code: MessageCode, language: Language): FieldError => ({
  field,
  code,
  message: message(code, language),
});

/** A field's path in the request, as the envelope names it: `Client.0.cin`, or `cin` for a body that is one party. */
export const fieldPath = (...parts: string[]) => parts.filter(Boolean).join('.');
