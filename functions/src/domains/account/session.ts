import { ROLES, STAFF, type Role } from '@mizan/shared/roles';
import type { Tokens } from '../../adapters/identity';
import { getTwoFactorState } from '../../db/two-factor';
import { fullName, getUser } from '../../db/users';
import { AppError, UnauthorizedError } from '../../errors';
import { sessionEnded } from '../../services/session-ended';
import { twoFactorMissing } from '../../services/sign-in-rules';

/** Staff of a firm that requires two-factor, without it, are sent to set it up before any session (403). */
export const setupRequired = () => new AppError(403, 'two_factor_setup_required', 'two_factor_setup_required');

/** Reads the claims of an ID token Cognito has just issued to us (no need to verify our own fetch). */
export const claimsOf = (idToken: string): Record<string, unknown> => {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/**
 * The login answer of the specification (token, roles, id, name, email, type, idStructure); the
 * refresh token goes in its cookie (refresh-cookie.ts). Refused, at sign-in and at each renewal,
 * when our record is missing or deactivated (Cognito alone is not enough), when the session began
 * before its person's sessions were ended (services/sessions.ts), when the address is not verified,
 * and for staff without the two-factor their firm requires (services/sign-in-rules.ts).
 */
export const sessionFor = async (tokens: Tokens, { renewal = false }: { renewal?: boolean } = {}) => {
  const claims = claimsOf(tokens.idToken);
  const structureId = String(claims['custom:structureId'] ?? '');
  const userId = String(claims['custom:userId'] ?? '');
  const user = structureId && userId ? await getUser(structureId, userId) : undefined;
  if (!user) throw new UnauthorizedError();
  if (!user.actif) throw new UnauthorizedError('account_disabled');
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : undefined;
  if (sessionEnded(user, authTime)) throw new UnauthorizedError();
  if (user.emailUnverified) throw new AppError(401, 'email_not_verified');
  const twoFactor = STAFF.includes(user.idRolUtilisateur) ? await getTwoFactorState(structureId, userId) : undefined;
  // A sign-in begins a session now: only a renewal can be of a session begun before the firm required two-factor.
  if (twoFactorMissing(user, twoFactor, renewal ? authTime : undefined)) throw setupRequired();
  const groups = Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];
  return {
    token: tokens.idToken,
    expiresIn: tokens.expiresIn,
    roles: groups.filter((g): g is Role => (ROLES as readonly string[]).includes(g)),
    id: user.idUtilisateur,
    name: fullName(user),
    email: user.email,
    type: user.idTypeUtilisateur,
    idStructure: user.idStructure,
    language: user.language,
  };
};
