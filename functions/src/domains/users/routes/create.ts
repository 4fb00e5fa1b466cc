import { clock } from '../../../adapters/clock';
import { isUsernameTaken } from '../../../adapters/identity';
import { isConditionFailure, table } from '../../../adapters/table';
import { claimEmail, releaseEmail } from '../../../db/email-registry';
import { newId } from '../../../db/keys';
import { userItem, userKey } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { inviteUser } from '../../../services/invitations';
import { toUserItem, type StaffUser } from '../staff';

/**
 * Adds a lawyer or assistant to the caller's firm and invites them. The record and the global
 * email claim are one transaction (409 username_taken when the email has an account anywhere);
 * then the Cognito account (in the group of the role) and the first-connection email. If those
 * fail, the records are removed again.
 */
export const handler = defineHandler('users.create', async ({ body }, { caller, language }) => {
  const structureId = caller.structureId;
  const user: StaffUser = { idUtilisateur: newId(), idStructure: structureId, ...body, createdAt: clock.nowIso() };
  const claim = { email: user.email, structureId, userId: user.idUtilisateur };
  try {
    await table.transact([claimEmail(claim), { Put: { Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' } }]);
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('username_taken', 'email', 'username_taken');
    throw error;
  }
  try {
    await inviteUser({ structureId, user, inviter: { name: caller.name, language } });
  } catch (error) {
    await table.transact([releaseEmail(claim), { Delete: { Key: userKey(structureId, user.idUtilisateur) } }]);
    if (isUsernameTaken(error)) throw new ConflictError('username_taken', 'email', 'username_taken');
    throw error;
  }
  return toUserItem(user, language);
});
