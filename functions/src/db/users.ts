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
  updatedAt?: string;
  /** Set when the person chose their first password through their invitation link. */
  firstConnectionAt?: string;
  /** Set by a password reset. */
  passwordChangedAt?: string;
  /**
   * Set when an administrator removed the user: their access is gone (Cognito account deleted,
   * email freed) but the record stays, so their name remains on the history they wrote.
   */
  deletedAt?: string;
};

export const userKey = (structureId: string, userId: string) => ({ pk: firmPk(structureId), sk: `USER#${userId}` });

export const userItem = (user: User): Item => ({ ...userKey(user.idStructure, user.idUtilisateur), type: 'USER', ...user });

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...user }: Item): User => user as unknown as User;

export const getUser = async (structureId: string, userId: string): Promise<User | undefined> => {
  const item = await table.get(userKey(structureId, userId));
  return item && fromItem(item);
};

/** Every account record of a firm (staff and clients, removed ones included), read consistently. */
export const listUsers = async (structureId: string): Promise<User[]> => {
  const users: User[] = [];
  let next: Record<string, unknown> | undefined;
  do {
    const page = await table.query({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': firmPk(structureId), ':prefix': 'USER#' },
      ConsistentRead: true,
      ExclusiveStartKey: next,
    });
    users.push(...page.items.map(fromItem));
    next = page.next;
  } while (next);
  return users;
};

export const fullName = (user: Pick<User, 'nom' | 'prenom'>) => `${user.prenom} ${user.nom}`.trim();
