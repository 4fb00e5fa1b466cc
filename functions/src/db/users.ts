import type { Language, Role, UserType } from '@mizan/shared/roles';
import { table, type Item } from '../adapters/table';
import { firmPk } from './keys';

/** A person who signs in: firm staff (AVOCAT, ASSISTANT) or a client (CLIENT). Wire names as specified. */
export type User = {
  idUtilisateur: string;
  idStructure: string;
  idTypeUtilisateur: UserType;
  idRolUtilisateur: Role;
  nom: string;
  prenom: string;
  email: string;
  phone?: string;
  actif: boolean;
  language?: Language;
  createdAt: string;
};

export const userKey = (structureId: string, userId: string) => ({ pk: firmPk(structureId), sk: `USER#${userId}` });

export const userItem = (user: User): Item => ({ ...userKey(user.idStructure, user.idUtilisateur), type: 'USER', ...user });

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...user }: Item): User => user as unknown as User;

export const getUser = async (structureId: string, userId: string): Promise<User | undefined> => {
  const item = await table.get(userKey(structureId, userId));
  return item && fromItem(item);
};

export const fullName = (user: Pick<User, 'nom' | 'prenom'>) => `${user.prenom} ${user.nom}`.trim();
