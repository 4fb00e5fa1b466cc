import { clock } from '../../../adapters/clock';
import { getReadMarker, markReadByClient, markReadByStaff, threadPage } from '../../../db/messages';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor, isClientCaller } from '../../../services/dossier-access';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { messageView, readStateFor } from '../thread';

/**
 * A dossier's thread, oldest first: the newest page, or the page before `cursor` (the oldest
 * message the reader has). Opening the thread (the newest page) marks the other side's messages
 * as read, for the whole firm when the reader is staff, for themself when a client, in one
 * transaction with the unread counters; `lu` answers what was read before this reading.
 */
export const handler = defineHandler('messages.list', async ({ params, query }, { caller }) => {
  const sid = caller.structureId;
  const forClient = isClientCaller(caller);
  return withFreshReads(async () => {
    const dossier = await dossierFor(caller, params.id, true);
    const marker = forClient ? await getReadMarker(sid, dossier.id, caller.userId) : undefined;
    const page = await threadPage(sid, dossier.id, query.limit, query.cursor);
    if (!query.cursor) {
      const at = clock.nowIso();
      const writes = forClient ? markReadByClient(sid, caller.userId, dossier, marker, at) : markReadByStaff(sid, dossier, at);
      if (writes.length) await commit(writes.map((write) => ({ write, onConditionFailure: () => new StaleReadError() })));
    }
    const state = readStateFor(caller, dossier, marker);
    return page.reverse().map((message) => messageView(message, state));
  }, 10);
});
