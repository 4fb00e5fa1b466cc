import { clock } from '../../../adapters/clock';
import { identity, isUsernameTaken } from '../../../adapters/identity';
import { isConditionFailure, table } from '../../../adapters/table';
import { claimEmail, emailKey } from '../../../db/email-registry';
import { firmItem, firmKey } from '../../../db/firms';
import { newId } from '../../../db/keys';
import { userItem, userKey, type User } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';

/**
 * Creates a firm and its first user, an ADMIN lawyer. Our records are written first in one
 * transaction that also claims the email; if Cognito then refuses, they are removed again, so a
 * failed registration leaves nothing behind.
 */
export const handler = defineHandler('account.register', async ({ body }, { language }) => {
  const structureId = newId();
  const userId = newId();
  const now = clock.nowIso();
  const user: User = {
    idUtilisateur: userId,
    idStructure: structureId,
    idTypeUtilisateur: 'AVOCAT',
    idRolUtilisateur: 'ADMIN',
    nom: body.userName,
    prenom: body.userFirstName,
    email: body.email,
    phone: body.phone,
    actif: true,
    language,
    createdAt: now,
  };
  try {
    await table.transact([
      claimEmail({ email: body.email, structureId, userId }),
      { Put: { Item: firmItem({ idStructure: structureId, nom: body.structure, createdAt: now }) } },
      { Put: { Item: userItem(user) } },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('username_taken', 'email', 'username_taken');
    throw error;
  }
  try {
    await identity.create({ email: body.email, userId, structureId, userType: 'AVOCAT', role: 'ADMIN', password: body.password });
  } catch (error) {
    await table.transact([
      { Delete: { Key: emailKey(body.email) } },
      { Delete: { Key: firmKey(structureId) } },
      { Delete: { Key: userKey(structureId, userId) } },
    ]);
    if (isUsernameTaken(error)) throw new ConflictError('username_taken', 'email', 'username_taken');
    throw error;
  }
  return { id: userId, idStructure: structureId, email: body.email };
});
