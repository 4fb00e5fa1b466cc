import { clock } from '../../../adapters/clock';
import { isUsernameTaken } from '../../../adapters/identity';
import { claimEmail } from '../../../db/email-registry';
import { newId } from '../../../db/keys';
import { createUser, emailEntryOf, undoUserCreation } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { activityEntry, invitationRefused, originOf, personSubject, recordActivity } from '../../../services/activity-log';
import { commit, plain } from '../../../services/guarded-transaction';
import { inviteUser } from '../../../services/invitations';
import { toUserItem, type StaffUser } from '../staff';

const usernameTaken = () => new ConflictError('username_taken', 'email', 'username_taken');

/**
 * Adds a lawyer or assistant to the caller's firm and invites them. The record and the global
 * email claim are one transaction with its entry in the firm's activity log (409 username_taken
 * when the email has an account anywhere, a refusal the log records); then the Cognito account (in
 * the group of the role) and the first-connection email. If those fail, the records are removed again.
 */
export const handler = defineHandler('users.create', async ({ body }, { caller, language, sourceIp }) => {
  const structureId = caller.structureId;
  const origin = originOf(caller, sourceIp);
  const user: StaffUser = { idUtilisateur: newId(), idStructure: structureId, ...body, createdAt: clock.nowIso() };
  const refused = async () => {
    await recordActivity(origin, invitationRefused(user.email));
    return usernameTaken();
  };
  const invited = activityEntry(origin, {
    kind: 'USER_INVITED',
    subject: personSubject(user),
    precisions: [user.idRolUtilisateur],
    refs: { userId: user.idUtilisateur },
  });
  try {
    await commit([{ write: claimEmail(emailEntryOf(user)), onConditionFailure: usernameTaken }, plain(createUser(user)), plain(invited)]);
  } catch (error) {
    throw error instanceof ConflictError ? await refused() : error;
  }
  try {
    await inviteUser({ structureId, user, inviter: { name: caller.name, language } });
  } catch (error) {
    await undoUserCreation(user);
    if (isUsernameTaken(error)) throw await refused();
    throw error;
  }
  return toUserItem(user, language);
});
