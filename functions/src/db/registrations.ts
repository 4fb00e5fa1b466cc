import { clock } from '../adapters/clock';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { releaseEmail } from './email-registry';
import { firmKey } from './firms';
import { firmPk } from './keys';
import { consumeToken, type LiveToken } from './tokens';
import { userKey } from './users';

/**
 * A firm registered but whose address is not verified yet: one item in the firm's partition,
 * indexed in gsi1 under `UNVERIFIED` by the time it may be removed (`removeAfter`, 7 days after
 * registering; at once for a registration whose identity-provider account could not be finished).
 * Verifying deletes it in the token's transaction; the registrations job removes the others,
 * identity-provider user included (the public account function holds no user deletion).
 */
export type Registration = { structureId: string; userId: string; email: string; createdAt: string; removeAfter: string };

export const UNVERIFIED_LIFETIME_MS = 7 * 24 * 3600 * 1000;
const UNVERIFIED_INDEX = 'UNVERIFIED';

const registrationKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'REGISTRATION' });

const registrationItem = (registration: Registration): Item => ({
  ...registrationKey(registration.structureId),
  type: 'REGISTRATION',
  gsi1pk: UNVERIFIED_INDEX,
  gsi1sk: `${registration.removeAfter}#${registration.structureId}`,
  ...registration,
});

/** The pending registration, in the transaction that creates the firm, its admin and the verification token. */
export const createRegistration = (registration: Registration): TransactItem => ({
  Put: { Item: registrationItem(registration), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Hands a registration whose identity-provider account was left half made to the next run of the job. */
export const removeRegistrationSoon = (registration: Registration) =>
  table.put(registrationItem({ ...registration, removeAfter: clock.nowIso() }));

/**
 * Spends a verification token: the token's conditional delete, the admin's mark removed and the
 * pending registration deleted, in one transaction. False when the token was spent or expired
 * meanwhile, or the registration is gone (removed by the job).
 */
export const verifyRegistration = async ({ entry, user }: LiveToken): Promise<boolean> => {
  try {
    await table.transact([
      consumeToken(entry),
      {
        Update: {
          Key: userKey(user.idStructure, user.idUtilisateur),
          UpdateExpression: 'REMOVE emailUnverified',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        },
      },
      {
        Delete: {
          Key: registrationKey(entry.structureId),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(removing)',
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The registrations to remove now (unverified for 7 days, or left half made), oldest first. */
export const registrationsToRemove = async (): Promise<Registration[]> => {
  const items = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :unverified AND gsi1sk < :now',
    ExpressionAttributeValues: { ':unverified': UNVERIFIED_INDEX, ':now': `${clock.nowIso()}~` },
  });
  return items.map((item) => ({
    structureId: item.structureId as string,
    userId: item.userId as string,
    email: item.email as string,
    createdAt: item.createdAt as string,
    removeAfter: item.removeAfter as string,
  }));
};

/**
 * The job's first step: marks the registration as being removed, so that it can no longer be
 * verified. False when it was verified (or handed on) since it was read.
 */
export const startRemoval = async (registration: Registration): Promise<boolean> => {
  try {
    await table.update({
      Key: registrationKey(registration.structureId),
      UpdateExpression: 'SET removing = :true',
      ConditionExpression: 'attribute_exists(pk) AND removeAfter = :removeAfter',
      ExpressionAttributeValues: { ':true': true, ':removeAfter': registration.removeAfter },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * Removes an unverified registration: its item, the admin's record (still unverified), the firm and
 * the email claim, in one transaction (register's undo, and the job's last step once the identity
 * user is gone). False when it was verified meanwhile (nothing is removed).
 */
export const removeRegistration = async (registration: Registration): Promise<boolean> => {
  const { structureId, userId, email } = registration;
  try {
    await table.transact([
      {
        Delete: {
          Key: registrationKey(structureId),
          ConditionExpression: 'attribute_exists(pk) AND removeAfter = :removeAfter',
          ExpressionAttributeValues: { ':removeAfter': registration.removeAfter },
        },
      },
      {
        Delete: {
          Key: userKey(structureId, userId),
          ConditionExpression: 'attribute_not_exists(pk) OR emailUnverified = :true',
          ExpressionAttributeValues: { ':true': true },
        },
      },
      { Delete: { Key: firmKey(structureId) } },
      releaseEmail({ email, structureId, userId }),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
