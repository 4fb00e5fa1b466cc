import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY, ANY_ROLE, STAFF } from '../roles.ts';
import * as account from '../schemas/account.ts';
import { okResponse } from '../schemas/common.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const accountRoutes = defineRoutes('account', {
  'account.register': { domain: 'account', method: 'POST', path: '/api/account/register', roles: 'public', summary: 'Create a firm and its first user, as ADMIN, once its address is verified', body: account.registerBody, response: account.registerResponse, status: 202 },
  'account.login': { domain: 'account', method: 'POST', path: '/api/Account/login', roles: 'public', summary: 'Sign in with email and password', body: account.loginBody, response: account.sessionResponse },
  'account.refresh': { domain: 'account', method: 'POST', path: '/api/Account/refresh', roles: 'public', summary: 'Renew a session with the refresh token of its cookie', response: account.sessionResponse },
  'account.logout': { domain: 'account', method: 'POST', path: '/api/Account/logout', roles: ANY_ROLE, scope: 'self', summary: 'End every session of the signed-in person', response: okResponse },
  'account.requestPasswordReset': { domain: 'account', method: 'POST', path: '/api/account/request-password-reset', roles: 'public', summary: 'Email a reset link if the account exists', body: account.requestPasswordResetBody, response: account.neutralResponse },
  'account.validateToken': { domain: 'account', method: 'GET', path: '/api/account/validate-token', roles: 'public', summary: 'Check a reset token and tell its email', query: account.validateTokenQuery, response: account.validateTokenResponse },
  'account.resetPassword': { domain: 'account', method: 'POST', path: '/api/account/reset', roles: 'public', summary: 'Set a new password with a reset token', body: account.resetPasswordBody, response: okResponse },
  'account.firstConnection': { domain: 'account', method: 'GET', path: '/api/Account/first-connection/{id}', roles: 'public', summary: 'Greet an invited person by name', params: account.firstConnectionParams, response: account.firstConnectionResponse },
  'account.setFirstPassword': { domain: 'account', method: 'POST', path: '/api/Account/set-first-password', roles: 'public', summary: 'Set the first password with an invitation token', body: account.setFirstPasswordBody, response: okResponse },
  'account.me': { domain: 'account', method: 'GET', path: '/api/Account/me', roles: ANY_ROLE, scope: 'self', summary: "The signed-in person's profile", response: account.profileResponse },
  'account.updateProfile': { domain: 'account', method: 'PUT', path: '/api/Account/me', roles: ANY_ROLE, scope: 'self', summary: 'Edit own name, phone and language', body: account.updateProfileBody, response: account.profileResponse },
  'account.changePassword': { domain: 'account', method: 'POST', path: '/api/Account/change-password', roles: ANY_ROLE, scope: 'self', summary: 'Change own password', body: account.changePasswordBody, response: okResponse },
  // Registration's email verification
  'account.verifyEmail': { domain: 'account', method: 'POST', path: '/api/account/verify-email', roles: 'public', summary: "Verify a new firm's address with the link sent to it", body: account.verifyEmailBody, response: okResponse },
  // Two-factor sign-in (TOTP, staff)
  'account.setupTwoFactor': { domain: 'account', method: 'POST', path: '/api/Account/two-factor/setup', roles: 'public', summary: 'Begin two-factor setup with the password: a new secret and its otpauth address', body: account.setupTwoFactorBody, response: account.setupTwoFactorResponse },
  'account.confirmTwoFactor': { domain: 'account', method: 'POST', path: '/api/Account/two-factor/confirm', roles: 'public', summary: 'Turn two-factor on with a first code; answers the recovery codes once', body: account.confirmTwoFactorBody, response: account.confirmTwoFactorResponse },
  'account.disableTwoFactor': { domain: 'account', method: 'POST', path: '/api/Account/two-factor/disable', roles: 'public', summary: 'Turn two-factor off with the password and a code', body: account.disableTwoFactorBody, response: okResponse },
  'account.twoFactor': { domain: 'account', method: 'GET', path: '/api/Account/two-factor', roles: STAFF, scope: 'self', summary: "The signed-in staff member's two-factor state and the firm's requirement", response: account.twoFactorResponse },
  'account.requireTwoFactor': { domain: 'account', method: 'PUT', path: '/api/Account/two-factor/firm', roles: ADMIN_ONLY, scope: 'firm', summary: "Require two-factor sign-in of the firm's staff, or stop", body: account.requireTwoFactorBody, response: account.requireTwoFactorResponse },
});
