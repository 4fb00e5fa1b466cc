import { clock } from '../../../adapters/clock';
import { addMessage, newMessageId, type Message } from '../../../db/messages';
import { defineHandler } from '../../../runtime/define-handler';
import { clientMessageAlert } from '../../../services/alerts';
import { dossierFor } from '../../../services/dossier-access';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { newMessageEmails } from '../notify';
import { messageView, notifiesNow, otherSide, sideOf } from '../thread';

/**
 * Sends a message in a dossier's thread: author, type, date and read flag come from the token and
 * the server; subject and body are kept as written. One transaction writes the message with its
 * side's count (and, for a client's message, the firm's unread total and the lawyer's alert); the
 * other side is told by email at most once per 15 minutes while they leave the thread unread, the
 * emails queued in the same transaction.
 */
export const handler = defineHandler('messages.add', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const side = sideOf(caller);
  const sent = await withFreshReads(async () => {
    const dossier = await dossierFor(caller, body.idDossier, true);
    const now = clock.now();
    const message: Message = {
      idMessage: newMessageId(now.getTime()),
      idDossier: dossier.id,
      idAuteur: caller.userId,
      idTypeAuteur: caller.userType,
      auteur: caller.name,
      side,
      sujet: body.sujet,
      contenu: body.contenu,
      dateEnvoi: now.toISOString(),
    };
    const notify = notifiesNow(dossier, side, now);
    const writes = addMessage(sid, message, dossier, notify ? message.dateEnvoi : undefined);
    const alert = side === 'CLIENT' ? clientMessageAlert(sid, message, dossier) : [];
    const emails = notify ? await newMessageEmails(sid, dossier, otherSide(side), language) : [];
    await commit([
      ...writes.map((write) => ({ write, onConditionFailure: () => new StaleReadError() })),
      ...alert.map((write) => ({ write })),
      ...emails,
    ]);
    return message;
  }, 10);
  return messageView(sent, { staffReadTo: '', clientReadTo: '' });
});
