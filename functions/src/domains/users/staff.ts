import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import { isConditionFailure, table, type TransactItem } from '../../adapters/table';
import { getUser, userItem, type User } from '../../db/users';
import { ConflictError, NotFoundError } from '../../errors';

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

/**
 * Replaces a staff record inside a transaction, on condition that it is still there, not removed,
 * and has the role and active flag it was read with (those are what the last-admin rule counted).
 */
export const replaceUser = (read: StaffUser, next: User): TransactItem => ({
  Put: {
    Item: userItem(next),
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND idRolUtilisateur = :role AND actif = :actif',
    ExpressionAttributeValues: { ':role': read.idRolUtilisateur, ':actif': read.actif },
  },
});

/**
 * Runs a user write. A failed condition, or a transaction that collided with another on the same
 * items, means someone changed the user or the firm's admins meanwhile: 409, nothing written.
 */
export const writeOrConflict = async (items: TransactItem[]) => {
  try {
    await table.transact(items);
  } catch (error) {
    if (isConditionFailure(error) || isTransactionConflict(error)) throw new ConflictError('conflict', null);
    throw error;
  }
};

const isTransactionConflict = (error: unknown) =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
