/**
 * The header every call of `POST /api/Account/refresh` carries: a page of another site cannot add
 * it without the API's consent (a CORS preflight it never grants), so a forged cross-site request
 * is refused even before the cookie's SameSite=Strict is counted on.
 */
export const REFRESH_GUARD = { header: 'x-requested-with', value: 'mizan' } as const;

/**
 * The cookie that carries the refresh token to that route alone (HttpOnly: the page never reads
 * it). The edge limits renewals per session by its value, not per address.
 */
export const REFRESH_COOKIE = 'mizan_refresh';
