import type { Language } from '@mizan/shared/roles';
import { clock } from '../../adapters/clock';
import { closeClientAccount, linkClientAccount, openClientAccount } from '../../db/client-accounts';
import type { ClientRecord } from '../../db/clients';
import type { Author } from '../../db/dossiers';
import { getEmailEntry } from '../../db/email-registry';
import { newId } from '../../db/keys';
import { getUser, type User } from '../../db/users';
import { log } from '../../runtime/log';
import { commit, plain } from '../../services/guarded-transaction';
import { activityEntry, invitationRefused, personSubject, recordActivity, type ActivityOrigin } from '../../services/activity-log';
import { inviteUser } from '../../services/invitations';
import type { ResolvedParty } from '../../services/party-resolution';

/**
 * The client accounts of a dossier's parties, opened after its transaction (the dossier form's
 * creation and the addition of a party; never the spreadsheet import, which invites no one): a
 * module of its own, so that what does not invite does not reach the identity service.
 */

/**
 * How a client with an email gets their account: the email's owner, if it is already a client
 * account of this firm (or was given one earlier in this request), is linked; an email unknown to
 * the product gets a new CLT user; an email used by staff or by another firm gets no account.
 */
const planAccount = async (structureId: string, email: string, opened: ReadonlyMap<string, string>) => {
  const already = opened.get(email);
  if (already) return { userId: already };
  const entry = await getEmailEntry(email);
  if (entry) {
    const owner = entry.structureId === structureId ? await getUser(structureId, entry.userId) : undefined;
    return owner?.idTypeUtilisateur === 'CLIENT' && !owner.deletedAt ? { userId: owner.idUtilisateur } : undefined;
  }
  return { userId: newId(), isNew: true };
};

const newClientUser = (structureId: string, userId: string, record: ClientRecord, email: string): User => ({
  idUtilisateur: userId,
  idStructure: structureId,
  idTypeUtilisateur: 'CLIENT',
  idRolUtilisateur: 'CLT',
  nom: (record.idTypeClient === 'PM' ? record.raisonSociale : record.nom) ?? email,
  prenom: (record.idTypeClient === 'PM' ? record.representantLegal : record.prenom) ?? '',
  email,
  phone: record.phone,
  actif: true,
  createdAt: clock.nowIso(),
});

/**
 * After the dossier's transaction: gives each client with an email and no account one (a small
 * transaction of its own, with its entry in the firm's activity log) and emails new accounts their
 * first-connection link. A client whose account could not be opened, or whose invitation failed
 * (its account is then closed again), is kept without account, so that adding them to a dossier
 * later tries again; the failure is logged. An email used by staff or another firm opens nothing,
 * a refusal the activity log records.
 */
export const openAccounts = async (origin: ActivityOrigin, parties: readonly ResolvedParty[], author: Author, language: Language) => {
  const { structureId } = origin;
  const opened = new Map<string, string>();
  for (const { role, record } of parties) {
    const email = record.email;
    if (role !== 'CLIENT' || !email || record.idUtilisateur) continue;
    const plan = await planAccount(structureId, email, opened);
    if (!plan) {
      await recordActivity(origin, invitationRefused(email));
      continue;
    }
    const user = plan.isNew ? newClientUser(structureId, plan.userId, record, email) : undefined;
    const writes = user
      ? [
          ...openClientAccount(structureId, user, record),
          activityEntry(origin, {
            kind: 'USER_INVITED',
            subject: personSubject(user),
            precisions: ['CLT'],
            refs: { userId: user.idUtilisateur },
          }),
        ]
      : linkClientAccount(structureId, plan.userId, record);
    try {
      await commit(writes.map(plain));
    } catch (error) {
      log.error('client account not opened', { structureId, idClient: record.idClient, error: (error as Error).name });
      continue;
    }
    if (user) {
      try {
        await inviteUser({ structureId, user, inviter: { name: author.name, language } });
      } catch (error) {
        log.error('client invitation failed', { structureId, idClient: record.idClient, error: (error as Error).name });
        await commit(closeClientAccount(structureId, user, record.idClient).map(plain));
        continue;
      }
    }
    opened.set(email, plan.userId);
  }
};
