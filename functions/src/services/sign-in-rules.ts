import { STAFF } from '@mizan/shared/roles';
import type { TwoFactorState } from '../db/two-factor';
import type { User } from '../db/users';
import { sessionEnded } from './session-ended';

/*
 * The rules of sign-in, held for every token the API accepts, however it was obtained: the
 * identity provider's app client can be asked for tokens directly, without the sign-in route, so
 * the middleware checks them again on each request from the caller's record, and the refresh route
 * on each renewal. A session holds while its person's account is active, not removed, its address
 * verified, its sessions not ended since it began, and, for staff of a firm that requires
 * two-factor sign-in, the person has it on (a session begun before the firm required it runs on
 * until it ends, as the sign-in route lets it).
 */

/** A staff member without two-factor, in a session begun (`authTime`, epoch seconds) since their firm required it. */
export const twoFactorMissing = (user: Pick<User, 'idRolUtilisateur'>, state: TwoFactorState | undefined, authTime: number | undefined) => {
  if (!STAFF.includes(user.idRolUtilisateur) || !state?.requiredSince || state.on) return false;
  return authTime === undefined || authTime * 1000 >= Date.parse(state.requiredSince);
};

/** Whether a token of the session begun at `authTime` may act for this person now. */
export const sessionHolds = (record: { user: User; twoFactor?: TwoFactorState }, authTime: number | undefined): boolean => {
  const { user } = record;
  return (
    user.actif &&
    !user.deletedAt &&
    !user.emailUnverified &&
    !sessionEnded(user, authTime) &&
    !twoFactorMissing(user, record.twoFactor, authTime)
  );
};
