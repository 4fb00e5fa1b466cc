import { currentFeed, revokeFeedToken } from '../../../db/calendar-feeds';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { feedStatus } from '../feed';

/** Stops the caller's subscription address (nothing to do when there is none). */
export const handler = defineHandler('calendar.revokeFeedUrl', async (_input, { caller }) => {
  const current = await currentFeed(caller.structureId, caller.userId);
  if (current && !(await revokeFeedToken({ structureId: caller.structureId, userId: caller.userId }, current)))
    throw new ConflictError('conflict', null);
  return feedStatus(undefined);
});
