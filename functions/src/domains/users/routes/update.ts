import { clock } from '../../../adapters/clock';
import { identity } from '../../../adapters/identity';
import { isActiveAdmin, replaceUser, restoreUser } from '../../../db/users';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { originOf, personSubject, recordActivity } from '../../../services/activity-log';
import { fieldError } from '../../../services/field-error';
import { endSessions } from '../../../services/sessions';
import { lastAdminGuard } from '../admins';
import { getStaffUser, toUserItem, writeOrConflict, type StaffUser } from '../staff';

/** What an edit changed, as the activity log's codes. */
const changesOf = (before: StaffUser, after: StaffUser) => [
  ...(before.idRolUtilisateur !== after.idRolUtilisateur ? [`role_${after.idRolUtilisateur}`] : []),
  ...(before.idTypeUtilisateur !== after.idTypeUtilisateur ? [`type_${after.idTypeUtilisateur}`] : []),
  ...(before.actif !== after.actif ? [after.actif ? 'reactivated' : 'deactivated'] : []),
  ...(before.nom !== after.nom || before.prenom !== after.prenom ? ['name'] : []),
  ...(before.phone !== after.phone ? ['phone'] : []),
];

/**
 * Edits a user of the caller's firm. The email is the sign-in name and stays as created (400
 * email_immutable otherwise: remove the user and create the new address instead). A role change
 * moves the Cognito group and a type change the `custom:userType` attribute (both reach the
 * person's tokens at their next sign-in or refresh); deactivation ends the person's sessions
 * (services/sessions.ts: a reactivation does not bring them back) and disables the Cognito account
 * (login and refresh also check `actif`). The firm's last active admin cannot be demoted or deactivated (409).
 * If Cognito fails, the record is put back as it was; once Cognito has followed, what changed goes
 * to the firm's activity log (an edit undone is not logged as made).
 */
export const handler = defineHandler('users.update', async ({ params, body }, { caller, language, sourceIp }) => {
  const current = await getStaffUser(caller.structureId, params.idUtilisateur);
  if (body.email !== current.email) throw new BadRequestError('validation_failed', [fieldError('email', 'email_immutable', language)]);
  const now = clock.nowIso();
  const deactivated = current.actif && !body.actif;
  const next: StaffUser = { ...current, ...body, updatedAt: now, ...(deactivated ? { sessionsEndedAt: now } : {}) };
  const guard =
    isActiveAdmin(current) && !isActiveAdmin(next) ? [await lastAdminGuard(current, next.actif ? 'idRolUtilisateur' : 'actif')] : [];
  const changes = changesOf(current, next);
  await writeOrConflict([replaceUser(current, next), ...guard]);
  try {
    await identity.moveToGroup(current.email, current.idRolUtilisateur, next.idRolUtilisateur);
    if (current.idTypeUtilisateur !== next.idTypeUtilisateur)
      await identity.updateAttributes(current.email, { 'custom:userType': next.idTypeUtilisateur });
    if (deactivated) await endSessions(current.email);
    if (current.actif !== next.actif) await identity.setEnabled(current.email, next.actif);
  } catch (error) {
    await restoreUser(current);
    throw error;
  }
  if (changes.length)
    await recordActivity(originOf(caller, sourceIp), {
      kind: 'USER_CHANGED',
      subject: personSubject(next),
      precisions: changes,
      refs: { userId: next.idUtilisateur },
    });
  return toUserItem(next, language);
});
