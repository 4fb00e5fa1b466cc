import { clock } from '../../../adapters/clock';
import { isUsernameTaken } from '../../../adapters/identity';
import { claimEmail } from '../../../db/email-registry';
import { newId } from '../../../db/keys';
import { createUser, emailEntryOf, undoUserCreation } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { originOf, personSubject, recordActivity } from '../../../services/activity-log';
import { commit, plain } from '../../../services/guarded-transaction';
import { AddressUnavailableError, answerForRefusal } from '../../../services/invitation-refusals';
import { inviteUser } from '../../../services/invitations';
import { toUserItem, type StaffUser } from '../staff';

const unavailable = () => new AddressUnavailableError();

/**
 * Adds a lawyer or assistant to the caller's firm and invites them. The record and the global
 * email claim are one transaction (409 email_unavailable, saying no more, when the email has an
 * account anywhere: a refusal the log records; 429 past the firm's hourly limit of such refusals);
 * then the Cognito account (in the group of the role) and the first-connection email. If those
 * fail, the records are removed again; once they are done, the firm's activity log records it.
 */
export const handler = defineHandler('users.create', async ({ body }, { caller, language, sourceIp }) => {
  const structureId = caller.structureId;
  const origin = originOf(caller, sourceIp);
  const user: StaffUser = { idUtilisateur: newId(), idStructure: structureId, ...body, createdAt: clock.nowIso() };
  try {
    await commit([{ write: claimEmail(emailEntryOf(user)), onConditionFailure: unavailable }, plain(createUser(user))]);
    try {
      await inviteUser({ structureId, user, inviter: { name: caller.name, language } });
    } catch (error) {
      await undoUserCreation(user);
      throw isUsernameTaken(error) ? unavailable() : error;
    }
  } catch (error) {
    throw await answerForRefusal(origin, user.email, error);
  }
  await recordActivity(origin, {
    kind: 'USER_INVITED',
    subject: personSubject(user),
    precisions: [user.idRolUtilisateur],
    refs: { userId: user.idUtilisateur },
  });
  return toUserItem(user, language);
});
