import { findAvailability, removeAvailability } from '../../../db/availabilities';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { commit } from '../../../services/guarded-transaction';

/** Removes a window: its owner's, or any of the firm's for an administrator (404 otherwise, or when already gone). */
export const handler = defineHandler('calendar.deleteAvailability', async ({ params }, { caller }) => {
  const window = await findAvailability(caller.structureId, params.id);
  if (!window || (window.idUtilisateur !== caller.userId && !caller.roles.includes('ADMIN'))) throw new NotFoundError();
  await commit(removeAvailability(caller.structureId, window).map((write) => ({ write, onConditionFailure: () => new NotFoundError() })));
  return { ok: true as const };
});
