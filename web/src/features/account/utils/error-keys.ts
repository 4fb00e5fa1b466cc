import { ApiError, NoResponseError } from '../../../lib/api-client';

/** Too many attempts from this address (the edge's rate limit): said as such on every public form. */
const rateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Spec 8, registration: 409 'Username Taken', refused input 'Invalid Entry', else 'Registration Failed'. */
export const registerErrorKey = (error: unknown) => {
  if (error instanceof NoResponseError) return 'errors.noResponse';
  if (rateLimited(error)) return 'api:rate_limited';
  if (error instanceof ApiError && error.status === 409) return 'api:username_taken';
  if (error instanceof ApiError && error.details.length > 0) return 'api:validation_failed';
  return 'errors.registrationFailed';
};

/** Spec 8, login and first-password set: 400, 401, any other answer, no answer. */
export const loginErrorKey = (error: unknown) => {
  if (error instanceof NoResponseError) return 'errors.noResponse';
  if (rateLimited(error)) return 'api:rate_limited';
  if (error instanceof ApiError && error.status === 400) return 'api:login_missing';
  if (error instanceof ApiError && error.status === 401) return 'api:unauthorized';
  return 'errors.loginFailed';
};

/** Spec 8, password recovery: any failure reads 'Une erreur est survenue. Veuillez réessayer.' */
export const recoveryErrorKey = (error: unknown) =>
  error instanceof NoResponseError ? 'errors.noResponse' : rateLimited(error) ? 'api:rate_limited' : 'api:internal_error';
