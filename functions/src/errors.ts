import type { ErrorCode, FieldError } from '@mizan/shared/errors';

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
export class ConflictError extends AppError {
  constructor(messageCode = 'conflict', code: ErrorCode = 'conflict') {
    super(409, code, messageCode);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, 'payload_too_large');
  }
}
export class NotImplementedError extends AppError {
  constructor() {
    super(501, 'not_implemented');
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(retryAfterSeconds = 2) {
    super(503, 'service_unavailable', 'service_unavailable', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
