import { currentFeed } from '../../../db/calendar-feeds';
import { defineHandler } from '../../../runtime/define-handler';
import { feedStatus } from '../feed';

/**
 * Whether the caller has a calendar subscription, and since when. It never makes one (a read
 * mints no credential): `POST …/feed-url/regenerate` does, and answers its address that once
 * (only its hash is kept).
 */
export const handler = defineHandler('calendar.feedUrl', async (_input, { caller }) =>
  feedStatus(await currentFeed(caller.structureId, caller.userId)),
);
