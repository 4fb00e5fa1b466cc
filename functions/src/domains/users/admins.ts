import { table, type TransactItem } from '../../adapters/table';
import { firmKey } from '../../db/firms';
import { firmPk } from '../../db/keys';
import { listUsers, type User } from '../../db/users';
import { ConflictError } from '../../errors';

export const isActiveAdmin = (user: User) => user.idRolUtilisateur === 'ADMIN' && user.actif && !user.deletedAt;

/**
 * A firm keeps at least one active administrator. A write that takes an active admin away (demote,
 * deactivate, remove) first checks another one remains, then carries this guard in its
 * transaction: it moves the firm's `adminsVersion` on, on condition that it is still the version
 * read before counting. Two such writes racing each other cannot both pass, so two admins cannot
 * demote each other into a firm without one. Answers 409 `last_admin`, naming the field at stake.
 */
export const lastAdminGuard = async (leaving: User, field: string): Promise<TransactItem> => {
  const structureId = leaving.idStructure;
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND sk = :sk',
    ExpressionAttributeValues: { ':pk': firmPk(structureId), ':sk': 'FIRM' },
    ConsistentRead: true,
  });
  const version = Number(items[0]?.adminsVersion ?? 0);
  const others = (await listUsers(structureId)).filter((u) => isActiveAdmin(u) && u.idUtilisateur !== leaving.idUtilisateur);
  if (!others.length) throw new ConflictError('last_admin', field);
  return {
    Update: {
      Key: firmKey(structureId),
      UpdateExpression: 'SET adminsVersion = :next',
      ConditionExpression: `attribute_exists(pk) AND ${version ? 'adminsVersion = :version' : 'attribute_not_exists(adminsVersion)'}`,
      ExpressionAttributeValues: { ':next': version + 1, ...(version ? { ':version': version } : {}) },
    },
  };
};
