import { STAFF } from '@mizan/shared/roles';
import type { VerifiedToken } from '../adapters/token-verifier';
import { getTwoFactorState, type TwoFactorState } from '../db/two-factor';
import { getUser, type User } from '../db/users';

/** The signed-in person's record, and for staff what the firm's two-factor rule reads. */
export type CallerRecord = { user: User; twoFactor?: TwoFactorState };

const isStaffRole = (role: string) => (STAFF as readonly string[]).includes(role);

/**
 * Read on every authenticated request: the person's record and, for a staff token, in parallel,
 * their two-factor state (services/sign-in-rules.ts). A record whose role is staff though the
 * token's groups were not reads the state after it.
 */
export const loadCallerRecord = async (
  caller: Pick<VerifiedToken, 'structureId' | 'userId' | 'roles'>,
): Promise<CallerRecord | undefined> => {
  const staffToken = caller.roles.some(isStaffRole);
  const [user, twoFactor] = await Promise.all([
    getUser(caller.structureId, caller.userId),
    staffToken ? getTwoFactorState(caller.structureId, caller.userId) : undefined,
  ]);
  if (!user) return undefined;
  if (!isStaffRole(user.idRolUtilisateur)) return { user };
  return { user, twoFactor: twoFactor ?? (await getTwoFactorState(caller.structureId, caller.userId)) };
};
