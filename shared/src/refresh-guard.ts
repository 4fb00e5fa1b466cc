/**
 * The header every call of `POST /api/Account/refresh` carries: a page of another site cannot add
 * it without the API's consent (a CORS preflight it never grants), so a forged cross-site request
 * is refused even before the cookie's SameSite=Strict is counted on.
 */
export const REFRESH_GUARD = { header: 'x-requested-with', value: 'mizan' } as const;
