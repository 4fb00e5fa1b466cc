import { REFRESH_COOKIE, REFRESH_GUARD } from '@mizan/shared/refresh-guard';
import { config } from '../../adapters/config';
import { ForbiddenError } from '../../errors';
import type { RequestInfo } from '../../runtime/define-handler';

export { REFRESH_COOKIE };

/**
 * The refresh token never reaches the page: it travels in this cookie, HttpOnly (no script reads
 * it), Secure, SameSite=Strict and sent only to the refresh route. Login and a password change
 * set it, and refresh when Cognito rotates the token; sign-out clears it. It lives as long as the app client's refresh tokens (30 days,
 * infra/stacks/auth-stack.ts).
 */
const PATH = '/api/Account/refresh';
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const ATTRIBUTES = `Path=${PATH}; HttpOnly; Secure; SameSite=Strict`;

export const refreshCookie = (refreshToken: string) => `${REFRESH_COOKIE}=${refreshToken}; ${ATTRIBUTES}; Max-Age=${MAX_AGE_SECONDS}`;

export const clearedRefreshCookie = () => `${REFRESH_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;

/**
 * The refresh route's guard against cross-site requests: the app's header (shared/refresh-guard.ts)
 * is required, and an `Origin`, which browsers send with every POST, must be the app's own.
 */
export const guardRefresh = ({ headers }: Pick<RequestInfo, 'headers'>) => {
  const origin = headers.origin;
  if (headers[REFRESH_GUARD.header] !== REFRESH_GUARD.value || (origin !== undefined && origin !== new URL(config.appUrl).origin))
    throw new ForbiddenError();
};
