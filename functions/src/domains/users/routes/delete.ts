import { clock } from '../../../adapters/clock';
import { identity } from '../../../adapters/identity';
import { table } from '../../../adapters/table';
import { emailItem, releaseEmail } from '../../../db/email-registry';
import { userItem } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { isActiveAdmin, lastAdminGuard } from '../admins';
import { getStaffUser, replaceUser, writeOrConflict } from '../staff';

/**
 * Removes a user's access: their Cognito account is deleted and their email freed for a new
 * account, but their record stays as a tombstone (inactive, `deletedAt` set) so their name remains
 * on the history they wrote. The firm's last active admin cannot be removed (409). If Cognito fails,
 * the record and the email claim are put back.
 */
export const handler = defineHandler('users.delete', async ({ params }, { caller }) => {
  const current = await getStaffUser(caller.structureId, params.idUtilisateur);
  const guard = isActiveAdmin(current) ? [await lastAdminGuard(current, 'idUtilisateur')] : [];
  const claim = { email: current.email, structureId: current.idStructure, userId: current.idUtilisateur };
  await writeOrConflict([replaceUser(current, { ...current, actif: false, deletedAt: clock.nowIso() }), releaseEmail(claim), ...guard]);
  try {
    await identity.remove(current.email);
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') {
      await table.transact([
        { Put: { Item: userItem(current) } },
        { Put: { Item: emailItem(claim), ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
      throw error;
    }
  }
  return { ok: true as const };
});
