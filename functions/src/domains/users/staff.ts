import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import type { TransactItem } from '../../db/transactions';
import { getUser, type User } from '../../db/users';
import { ConflictError, NotFoundError } from '../../errors';
import { commit } from '../../services/guarded-transaction';

export type StaffUser = User & { idTypeUtilisateur: 'AVOCAT' | 'ASSISTANT'; idRolUtilisateur: 'ADMIN' | 'USER' };

/** Staff accounts still in place: what the Users screen shows and manages (clients are managed from their dossiers). */
export const isListedStaff = (user: User): user is StaffUser =>
  !user.deletedAt &&
  (user.idTypeUtilisateur === 'AVOCAT' || user.idTypeUtilisateur === 'ASSISTANT') &&
  (user.idRolUtilisateur === 'ADMIN' || user.idRolUtilisateur === 'USER');

/** A staff user of the caller's firm; 404 for another firm's id, a client, or a removed user. */
export const getStaffUser = async (structureId: string, userId: string): Promise<StaffUser> => {
  const user = await getUser(structureId, userId);
  if (!user || !isListedStaff(user)) throw new NotFoundError();
  return user;
};

/** The User of specification section 3, with its labels in the caller's language. */
export const toUserItem = (user: StaffUser, language: Language) => ({
  idUtilisateur: user.idUtilisateur,
  idStructure: user.idStructure,
  idTypeUtilisateur: user.idTypeUtilisateur,
  typeUtilisateurLabel: message(`user_type_${user.idTypeUtilisateur}`, language),
  idRolUtilisateur: user.idRolUtilisateur,
  roleUtilisateurLabel: message(`role_${user.idRolUtilisateur}`, language),
  nom: user.nom,
  prenom: user.prenom,
  email: user.email,
  phone: user.phone,
  actif: user.actif,
});

const changedMeanwhile = () => new ConflictError('conflict', null);

/**
 * Runs a user write. A failed condition, or a transaction that collided with another on the same
 * items, means someone changed the user or the firm's admins meanwhile: 409, nothing written.
 */
export const writeOrConflict = (writes: readonly TransactItem[]) =>
  commit(
    writes.map((write) => ({ write, onConditionFailure: changedMeanwhile })),
    { onContention: changedMeanwhile },
  );
