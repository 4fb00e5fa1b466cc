import { isLanguage, type Language } from '@mizan/shared/roles';
import { config } from '../../adapters/config';
import { getClients } from '../../db/clients';
import { dossierParties } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import type { Side } from '../../db/messages';
import { fullName, getUsers, type User } from '../../db/users';
import { newMessageEmail, replyingTo } from '../../services/emails/templates';
import type { GuardedWrite } from '../../services/guarded-transaction';
import { emailWrite } from '../../services/outbox';

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
 * The emails telling the other side that a message waits on the dossier: in each recipient's
 * language (the sender's when they chose none), with a link to the thread, and never the message's
 * text; a client's email replies to the dossier's lawyer. Their outbox writes join the message's transaction, so a stored message that notifies is
 * never without its emails, and a mail service outage only delays them.
 */
export const newMessageEmails = async (
  structureId: string,
  dossier: Dossier,
  recipient: Side,
  senderLanguage: Language,
): Promise<GuardedWrite[]> => {
  const people = (await recipientsOf(structureId, dossier, recipient)).filter((u) => u.actif && !u.deletedAt);
  const link = `${config.appUrl}${THREAD_PATH[recipient]}?id=${encodeURIComponent(dossier.id)}`;
  const [lawyer] = recipient === 'CLIENT' ? await getUsers(structureId, [dossier.idUtilisateur]) : [];
  return people.map((person) =>
    emailWrite(
      structureId,
      replyingTo(
        newMessageEmail(person.email, isLanguage(person.language) ? person.language : senderLanguage, {
          recipientName: fullName(person),
          reference: dossier.refCabinet,
          link,
        }),
        lawyer?.email,
      ),
    ),
  );
};
