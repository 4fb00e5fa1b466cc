import { isDigestOn } from '../../../db/digests';
import { defineHandler } from '../../../runtime/define-handler';

export const handler = defineHandler('dashboard.digest', async (_input, { caller }) => ({
  actif: await isDigestOn(caller.structureId, caller.userId),
}));
