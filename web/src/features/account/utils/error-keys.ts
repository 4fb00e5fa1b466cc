import { ApiError, NoResponseError } from '../../../lib/api-client';

/**
 * Too many attempts: from this address (the edge's rate limit), said as such on every public form,
 * or, on the forms that check a password, for this account (`account_locked`).
 */
const rateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;
const accountLocked = (error: unknown) => error instanceof ApiError && error.code === 'account_locked';

/** Spec 8, registration: refused input 'Invalid Entry', else 'Registration Failed' (a taken address is answered like a free one). */
export const registerErrorKey = (error: unknown) => {
  if (error instanceof NoResponseError) return 'errors.noResponse';
  if (rateLimited(error)) return 'api:rate_limited';
  if (error instanceof ApiError && error.details.length > 0) return 'api:validation_failed';
  return 'errors.registrationFailed';
};

/**
 * Spec 8, login and first-password set: 400, 401, any other answer, no answer. A 401 at sign-in is
 * a wrong email address or password and says so plainly (decisions, third round: never the bare
 * 'Unauthorized'); a form that asks for no email passes the key it means by a 401.
 */
export const loginErrorKey = (error: unknown, unauthorizedKey = 'api:credentials_invalid') => {
  if (error instanceof NoResponseError) return 'errors.noResponse';
  if (accountLocked(error)) return 'api:account_locked';
  if (rateLimited(error)) return 'api:rate_limited';
  if (error instanceof ApiError && error.status === 400) return 'api:login_missing';
  // Issue 14: a firm whose address is not verified yet is told so, in the person's language.
  if (error instanceof ApiError && error.code === 'email_not_verified') return 'api:email_not_verified';
  if (error instanceof ApiError && error.status === 401) return unauthorizedKey;
  return 'errors.loginFailed';
};

/** Spec 8, password recovery: any failure reads 'Une erreur est survenue. Veuillez réessayer.' */
export const recoveryErrorKey = (error: unknown) =>
  error instanceof NoResponseError ? 'errors.noResponse' : rateLimited(error) ? 'api:rate_limited' : 'api:internal_error';
