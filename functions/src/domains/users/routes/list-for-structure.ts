import { listUsers } from '../../../db/users';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { isListedStaff, toUserItem } from '../staff';

/** The firm's staff, oldest first; removed users and clients are not listed. Another firm's id: 404. */
export const handler = defineHandler('users.listForStructure', async ({ params }, { caller, language }) => {
  if (params.structureId !== caller.structureId) throw new NotFoundError();
  const users = await listUsers(caller.structureId);
  return users.filter(isListedStaff).map((user) => toUserItem(user, language));
});
