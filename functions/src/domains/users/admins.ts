import { adminsGuard } from '../../db/firms';
import type { User } from '../../db/users';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';

/**
 * The guard a write that takes an active admin away carries (db/firms.ts `adminsGuard`: the firm
 * keeps an active admin, even when two admins demote each other at once). Answers 409
 * `last_admin`, naming the field at stake, when no other active admin remains.
 */
export const lastAdminGuard = async (leaving: User, field: string): Promise<TransactItem> => {
  const guard = await adminsGuard(leaving);
  if (!guard) throw new ConflictError('last_admin', field);
  return guard;
};
