import type { Language } from '@mizan/shared/roles';
import { adminsGuard } from '../../db/firms';
import type { User } from '../../db/users';
import type { TransactItem } from '../../db/transactions';
import { AppError } from '../../errors';
import { fieldError } from '../../services/field-error';

/**
 * The guard a write that takes an active admin away carries (db/firms.ts `adminsGuard`: the firm
 * keeps an active admin, even when two admins demote each other at once). Answers 409
 * `last_admin`, naming the field at stake, when no other active admin remains.
 */
export const lastAdminGuard = async (leaving: User, field: string, language: Language): Promise<TransactItem> => {
  const guard = await adminsGuard(leaving);
  if (!guard) throw new AppError(409, 'conflict', 'last_admin', [fieldError(field, 'last_admin', language)]);
  return guard;
};
