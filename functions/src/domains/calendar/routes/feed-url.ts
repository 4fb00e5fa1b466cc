import { clock } from '../../../adapters/clock';
import { currentFeed, replaceFeedToken } from '../../../db/calendar-feeds';
import { defineHandler } from '../../../runtime/define-handler';
import { feedStatus } from '../feed';

/**
 * The caller's calendar subscription. The first call makes it and answers its address; later
 * calls say that one is active and since when, without the address (only its hash is kept: it is
 * shown once, and regenerating gives a new one).
 */
export const handler = defineHandler('calendar.feedUrl', async (_input, { caller }) => {
  const owner = { structureId: caller.structureId, userId: caller.userId };
  const current = await currentFeed(owner.structureId, owner.userId);
  if (current) return feedStatus(current);
  const made = await replaceFeedToken(owner, undefined, clock.nowIso());
  // Made meanwhile by another call: that one showed the address.
  if (!made) return feedStatus(await currentFeed(owner.structureId, owner.userId));
  return feedStatus(made.subscription, made.token);
});
