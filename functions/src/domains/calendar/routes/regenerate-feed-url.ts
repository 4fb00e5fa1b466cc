import { clock } from '../../../adapters/clock';
import { currentFeed, replaceFeedToken } from '../../../db/calendar-feeds';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { feedStatus } from '../feed';

/** A new subscription address for the caller; the previous one stops working at once. */
export const handler = defineHandler('calendar.regenerateFeedUrl', async (_input, { caller }) => {
  const owner = { structureId: caller.structureId, userId: caller.userId };
  const made = await replaceFeedToken(owner, await currentFeed(owner.structureId, owner.userId), clock.nowIso());
  if (!made) throw new ConflictError('conflict', null);
  return feedStatus(made.subscription, made.token);
});
