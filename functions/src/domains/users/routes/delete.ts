import { clock } from '../../../adapters/clock';
import { identity } from '../../../adapters/identity';
import { isActiveAdmin, removeUser, restoreRemovedUser } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { originOf, personSubject, recordActivity } from '../../../services/activity-log';
import { lastAdminGuard } from '../admins';
import { getStaffUser, writeOrConflict } from '../staff';

/**
 * Removes a user's access: their sessions end (`sessionsEndedAt`), their Cognito account is
 * deleted and their email freed for a new account, but their record stays as a tombstone
 * (inactive, `deletedAt` set) so their name remains on the history they wrote. The firm's last
 * active admin cannot be removed (409). If Cognito fails, the record and the email claim are put
 * back; once Cognito has followed, the removal goes to the firm's activity log.
 */
export const handler = defineHandler('users.delete', async ({ params }, { caller, sourceIp }) => {
  const current = await getStaffUser(caller.structureId, params.idUtilisateur);
  const guard = isActiveAdmin(current) ? [await lastAdminGuard(current, 'idUtilisateur')] : [];
  await writeOrConflict([...removeUser(current, clock.nowIso()), ...guard]);
  try {
    await identity.remove(current.email);
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') {
      await restoreRemovedUser(current);
      throw error;
    }
  }
  await recordActivity(originOf(caller, sourceIp), {
    kind: 'USER_REMOVED',
    subject: personSubject(current),
    refs: { userId: current.idUtilisateur },
  });
  return { ok: true as const };
});
