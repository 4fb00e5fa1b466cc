import type { Language, Role, UserType } from '@mizan/shared/roles';
import { clock } from '../adapters/clock';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { claimEmail, releaseEmail, type EmailEntry } from './email-registry';
import { firmPk, sortKeyPrefix } from './keys';
import type { TokenEntry } from './tokens';

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
  /** Set when the person chose their first password: on the registration form, or through their invitation link. */
  firstConnectionAt?: string;
  /** Set by a password reset or change. */
  passwordChangedAt?: string;
  /**
   * Sessions signed in before this instant are over: set by sign-out, a password reset or change,
   * deactivation and removal (services/sessions.ts compares it with the token's `auth_time`).
   */
  sessionsEndedAt?: string;
  /**
   * Set when an administrator removed the user: their access is gone (Cognito account deleted,
   * email freed) but the record stays, so their name remains on the history they wrote.
   */
  deletedAt?: string;
  /** A new firm's first admin until they open the link sent to their address (db/registrations.ts): no sign-in before. */
  emailUnverified?: true;
};

/*
 * The User entity and every rule its writes follow:
 * - a new record never overwrites one, and its email is claimed in the same transaction
 *   (`createUser` with `claimEmail(emailEntryOf(user))`), so an email opens one account across
 *   the product;
 * - a staff record is replaced only as it was read (`replaceUser`): still there, not removed,
 *   with the role and active flag the last-admin rule counted (db/firms.ts `adminsGuard`);
 * - removing keeps the record as a tombstone and frees the email (`removeUser`);
 * - a spent email token marks its user in the token's transaction (`markTokenUse`, through
 *   db/tokens.ts `spendToken`), and any other password change marks it too (`markPasswordChanged`):
 *   older reset links stop working;
 * - a person edits only their own name, phone and language (`updateOwnProfile`);
 * - ending a person's sessions sets `sessionsEndedAt` (`markSessionsEnded`, and in the writes of a
 *   reset, a password change, a deactivation and a removal);
 * - an invitation works only while the account has no password (`markTokenUse`, `hasPassword`);
 * - when the step after a write fails (Cognito, the invitation email), the write is undone
 *   (`undoUserCreation`, `restoreUser`, `restoreRemovedUser`).
 */

export const userKey = (structureId: string, userId: string) => ({ pk: firmPk(structureId), sk: `USER#${userId}` });

export const userItem = (user: User): Item => ({ ...userKey(user.idStructure, user.idUtilisateur), type: 'USER', ...user });

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...user }: Item): User => user as unknown as User;

/** The user's entry in the global email registry. */
export const emailEntryOf = (user: User): EmailEntry => ({ email: user.email, structureId: user.idStructure, userId: user.idUtilisateur });

export const getUser = async (structureId: string, userId: string): Promise<User | undefined> => {
  const item = await table.get(userKey(structureId, userId));
  return item && fromItem(item);
};

/** Several users of the firm by id (one BatchGet per 100); unknown ids are left out. */
export const getUsers = async (structureId: string, ids: readonly string[]): Promise<User[]> =>
  ids.length ? (await table.batchGet([...new Set(ids)].map((id) => userKey(structureId, id)))).map(fromItem) : [];

/** Every account record of a firm (staff and clients, removed ones included), read consistently. */
export const listUsers = async (structureId: string): Promise<User[]> => {
  return (
    await table.queryAll({
      ...sortKeyPrefix(firmPk(structureId), 'USER#'),
      ConsistentRead: true,
    })
  ).map(fromItem);
};

export const fullName = (user: Pick<User, 'nom' | 'prenom'>) => `${user.prenom} ${user.nom}`.trim();

export const isActiveAdmin = (user: User) => user.idRolUtilisateur === 'ADMIN' && user.actif && !user.deletedAt;

/** A new record, in the transaction that claims its email; fails on its condition if the id exists. */
export const createUser = (user: User): TransactItem => ({
  Put: { Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** The writes that take back a user created moments ago: their email claim (if still theirs) and their record. */
export const userCreationUndo = (user: User): TransactItem[] => [
  releaseEmail(emailEntryOf(user)),
  { Delete: { Key: userKey(user.idStructure, user.idUtilisateur) } },
];

/** Takes back a user created moments ago, when the step after (Cognito, the invitation) failed. */
export const undoUserCreation = (user: User) => table.transact(userCreationUndo(user));

/**
 * Replaces a record inside a transaction, on condition that it is still there, not removed, and
 * has the role and active flag it was read with (those are what the last-admin rule counted).
 */
export const replaceUser = (read: User, next: User): TransactItem => ({
  Put: {
    Item: userItem(next),
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND idRolUtilisateur = :role AND actif = :actif',
    ExpressionAttributeValues: { ':role': read.idRolUtilisateur, ':actif': read.actif },
  },
});

/**
 * The writes that remove a user's access: the record, replaced as read, stays as a tombstone
 * (inactive, `deletedAt`) so their name remains on the history they wrote; the email is freed
 * for a new account.
 */
export const removeUser = (read: User, at: string): TransactItem[] => [
  replaceUser(read, { ...read, actif: false, deletedAt: at, sessionsEndedAt: at }),
  releaseEmail(emailEntryOf(read)),
];

/** Puts a record back as it was read, when the step after its replacement failed. */
export const restoreUser = (user: User) => table.put(userItem(user));

/** Puts a removed user back as they were read (record and email claim), when the step after the removal failed. */
export const restoreRemovedUser = (user: User) => table.transact([{ Put: { Item: userItem(user) } }, claimEmail(emailEntryOf(user))]);

/** The account has a password its person chose: when registering, through their invitation, a reset or a change. */
export const hasPassword = (user: User) => user.firstConnectionAt !== undefined || user.passwordChangedAt !== undefined;

/**
 * The mark a spent email token leaves on its user, in the token's transaction: `passwordChangedAt`
 * for a reset (which also ends the person's sessions: `sessionsEndedAt`), `firstConnectionAt` for
 * an invitation. The user must still be there, not removed, with the token's email; a reset also
 * needs an active account whose password has not changed since the token was issued, so of two
 * reset links used at once only one wins; an invitation needs an account without a password yet.
 */
export const markTokenUse = (user: User, token: Pick<TokenEntry, 'kind' | 'createdAt'>, language?: Language): TransactItem => {
  const reset = token.kind === 'RESET';
  // An invitee who has not chosen a language yet keeps the one they chose their password in (the digest's).
  const keepLanguage = !reset && language !== undefined;
  return {
    Update: {
      Key: userKey(user.idStructure, user.idUtilisateur),
      UpdateExpression: `SET #mark = :now${reset ? ', sessionsEndedAt = :now' : ''}${
        keepLanguage ? ', #language = if_not_exists(#language, :language)' : ''
      }`,
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #email = :email AND ${
        reset
          ? 'actif = :true AND (attribute_not_exists(passwordChangedAt) OR passwordChangedAt < :issued)'
          : 'attribute_not_exists(passwordChangedAt) AND attribute_not_exists(firstConnectionAt)'
      }`,
      ExpressionAttributeNames: {
        '#mark': reset ? 'passwordChangedAt' : 'firstConnectionAt',
        '#email': 'email',
        ...(keepLanguage ? { '#language': 'language' } : {}),
      },
      ExpressionAttributeValues: {
        ':now': clock.nowIso(),
        ':email': user.email,
        ...(reset ? { ':true': true, ':issued': token.createdAt } : {}),
        ...(keepLanguage ? { ':language': language } : {}),
      },
    },
  };
};

/**
 * Records a password change outside a reset (which marks it in its transaction): older reset links
 * stop working, and every session signed in before now is over.
 */
export const markPasswordChanged = async (user: User): Promise<void> => {
  await table.update({
    Key: userKey(user.idStructure, user.idUtilisateur),
    UpdateExpression: 'SET passwordChangedAt = :now, sessionsEndedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': clock.nowIso() },
  });
};

/** Ends every session of the person signed in before now (sign-out). */
export const markSessionsEnded = async (user: User): Promise<void> => {
  await table.update({
    Key: userKey(user.idStructure, user.idUtilisateur),
    UpdateExpression: 'SET sessionsEndedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': clock.nowIso() },
  });
};

/** What a person may change of their own record; the language is kept when not sent. */
export type OwnProfile = Pick<User, 'nom' | 'prenom' | 'phone' | 'language'>;

/** Edits one's own record: the record after the edit, or undefined when it is gone or removed. */
export const updateOwnProfile = async (structureId: string, userId: string, profile: OwnProfile): Promise<User | undefined> => {
  const { nom, prenom, phone, language } = profile;
  try {
    const updated = await table.update({
      Key: userKey(structureId, userId),
      UpdateExpression: `SET nom = :nom, prenom = :prenom, phone = :phone, updatedAt = :now${language ? ', #language = :language' : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeNames: language ? { '#language': 'language' } : undefined,
      ExpressionAttributeValues: {
        ':nom': nom,
        ':prenom': prenom,
        ':phone': phone,
        ':now': clock.nowIso(),
        ...(language ? { ':language': language } : {}),
      },
      ReturnValues: 'ALL_NEW',
    });
    return updated && fromItem(updated as Item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};
