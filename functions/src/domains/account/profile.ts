import type { Caller } from '../../services/caller';
import { getFirm } from '../../db/firms';
import { getUser, type User } from '../../db/users';
import { NotFoundError } from '../../errors';

/** The signed-in person's record; 404 if it is gone (removed while their token is still valid). */
export const currentUser = async (caller: Caller): Promise<User> => {
  const user = await getUser(caller.structureId, caller.userId);
  if (!user || user.deletedAt) throw new NotFoundError();
  return user;
};

/** The profile answer: the person's record, their roles from the token and their firm's name. */
export const profileOf = async (user: User, caller: Caller) => {
  const firm = await getFirm(user.idStructure);
  return {
    id: user.idUtilisateur,
    nom: user.nom,
    prenom: user.prenom,
    email: user.email,
    phone: user.phone,
    type: user.idTypeUtilisateur,
    roles: caller.roles,
    idStructure: user.idStructure,
    structure: firm?.nom ?? '',
    language: user.language,
  };
};
