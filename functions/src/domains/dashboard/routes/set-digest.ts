import { setDigest } from '../../../db/digests';
import { defineHandler } from '../../../runtime/define-handler';

/** Turns the caller's daily digest email on or off. */
export const handler = defineHandler('dashboard.setDigest', async ({ body }, { caller }) => {
  await setDigest(caller.structureId, caller.userId, body.actif);
  return { actif: body.actif };
});
