import { isLanguage, type Language } from '@mizan/shared/roles';
import { config } from '../../adapters/config';
import { mailer } from '../../adapters/mailer';
import { getClients } from '../../db/clients';
import { dossierParties } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import type { Side } from '../../db/messages';
import { fullName, getUsers, type User } from '../../db/users';
import { log } from '../../runtime/log';
import { newMessageEmail } from '../../services/emails/templates';

/** The people of a side who can sign in: the dossier's lawyer, or the accounts of its clients. */
const recipientsOf = async (structureId: string, dossier: Dossier, side: Side): Promise<User[]> => {
  if (side === 'CABINET') return getUsers(structureId, [dossier.idUtilisateur]);
  const links = (await dossierParties(structureId, dossier.id)).filter((l) => l.role === 'CLIENT');
  const records = await getClients(
    structureId,
    links.map((l) => l.idClient),
  );
  const accounts = [...records.values()].flatMap((r) => (r.idUtilisateur ? [r.idUtilisateur] : []));
  return getUsers(structureId, accounts);
};

const THREAD_PATH: Record<Side, string> = { CABINET: '/Folder/Messages', CLIENT: '/Client/Folder/Messages' };

/**
 * Tells the other side that a message waits on the dossier: in each recipient's language (the
 * sender's when they chose none), with a link to the thread, and never the message's text. The
 * message is already stored: a failed email is logged, not answered as the send's failure.
 */
export const notifyNewMessage = async (structureId: string, dossier: Dossier, recipient: Side, senderLanguage: Language) => {
  try {
    const people = (await recipientsOf(structureId, dossier, recipient)).filter((u) => u.actif && !u.deletedAt);
    const link = `${config.appUrl}${THREAD_PATH[recipient]}?id=${encodeURIComponent(dossier.id)}`;
    const sent = await Promise.allSettled(
      people.map((person) =>
        mailer.send(
          newMessageEmail(person.email, isLanguage(person.language) ? person.language : senderLanguage, {
            recipientName: fullName(person),
            reference: dossier.refCabinet,
            link,
          }),
        ),
      ),
    );
    for (const result of sent) {
      if (result.status === 'rejected') log.error('message notification not sent', { dossierId: dossier.id, error: String(result.reason) });
    }
  } catch (error) {
    log.error('message notification not sent', { dossierId: dossier.id, error: String(error) });
  }
};
