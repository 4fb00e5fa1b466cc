import type { ErrorCode, FieldError } from '@mizan/shared/errors';
import { message, type MessageCode } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';

/** Base of every error the API answers on purpose: a status, a stable code, optional field details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /** A message code from shared/messages (worded in the caller's language), or a ready message. */
    readonly messageCode: string = code,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(messageCode);
    this.name = new.target.name;
  }

  /** The envelope's details, worded in the caller's language. */
  detailsIn(_language: Language): FieldError[] | undefined {
    return this.details;
  }
}

export class BadRequestError extends AppError {
  constructor(messageCode = 'bad_request', details?: FieldError[]) {
    super(400, 'bad_request', messageCode, details);
  }
}
export class ValidationError extends AppError {
  constructor(details: FieldError[]) {
    super(400, 'validation_failed', 'validation_failed', details);
  }
}
export class InvalidJsonError extends AppError {
  constructor() {
    super(400, 'invalid_json');
  }
}
export class UnauthorizedError extends AppError {
  constructor(messageCode = 'unauthorized') {
    super(401, 'unauthorized', messageCode);
  }
}
export class ForbiddenError extends AppError {
  constructor() {
    super(403, 'forbidden');
  }
}
export class NotFoundError extends AppError {
  constructor() {
    super(404, 'not_found');
  }
}
/**
 * 409: the request conflicts with what the table holds. `field` names the input the conflict is
 * about (a taken reference, identifier, email or date): the envelope then carries
 * `details: [{ field, code, message }]` and a form shows the message beside that field. `null`
 * says the conflict is no one field's (the record changed meanwhile). It is required, so that no
 * throw site forgets to say.
 */
export class ConflictError extends AppError {
  constructor(
    messageCode: MessageCode,
    readonly field: string | null,
    code: ErrorCode = 'conflict',
  ) {
    super(409, code, messageCode);
  }

  override detailsIn(language: Language): FieldError[] | undefined {
    if (this.field === null) return undefined;
    return [{ field: this.field, code: this.messageCode, message: message(this.messageCode, language) }];
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(messageCode: MessageCode = 'payload_too_large') {
    super(413, 'payload_too_large', messageCode);
  }
}
/** 429: a volume limit (invitations per firm, refused invitations, reset emails); `Retry-After` says when it has room again. */
export class TooManyRequestsError extends AppError {
  constructor(messageCode: MessageCode, retryAfterSeconds: number, code: ErrorCode = 'too_many_requests') {
    super(429, code, messageCode, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(retryAfterSeconds = 2) {
    super(503, 'service_unavailable', 'service_unavailable', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
