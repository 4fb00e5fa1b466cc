import type { VerifiedToken } from '../adapters/token-verifier';
import { getUser, type User } from '../db/users';

/** The signed-in person's record, read on every authenticated request. */
export const loadCallerRecord = (caller: Pick<VerifiedToken, 'structureId' | 'userId'>): Promise<User | undefined> =>
  getUser(caller.structureId, caller.userId);
