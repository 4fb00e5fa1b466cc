import { clock } from '../../../adapters/clock';
import { identity, isUsernameTaken } from '../../../adapters/identity';
import { claimEmail } from '../../../db/email-registry';
import { createFirm, undoRegistration } from '../../../db/firms';
import { newId } from '../../../db/keys';
import { createUser, emailEntryOf, type User } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain } from '../../../services/guarded-transaction';

const usernameTaken = () => new ConflictError('username_taken', 'email', 'username_taken');

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
  await commit([
    { write: claimEmail(emailEntryOf(user)), onConditionFailure: usernameTaken },
    plain(createFirm({ idStructure: structureId, nom: body.structure, createdAt: now })),
    plain(createUser(user)),
  ]);
  try {
    await identity.create({ email: body.email, userId, structureId, userType: 'AVOCAT', role: 'ADMIN', password: body.password });
  } catch (error) {
    await undoRegistration(user);
    if (isUsernameTaken(error)) throw usernameTaken();
    throw error;
  }
  return { id: userId, idStructure: structureId, email: body.email };
});
