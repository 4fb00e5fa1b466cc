import type { Language } from '@mizan/shared/roles';
import { config } from '../adapters/config';
import { identity } from '../adapters/identity';
import { getFirm } from '../db/firms';
import { issueToken } from '../db/tokens';
import { fullName, type User } from '../db/users';
import { countInvitationEmail } from './email-limits';
import { invitationEmail } from './emails/templates';
import { commit, plain } from './guarded-transaction';
import { emailWrite } from './outbox';

export type Inviter = { name: string; language: Language };
export type Invitation = { structureId: string; user: User; inviter: Inviter };

/**
 * Opens an account for a person whose User record the caller has already written (staff from the
 * Users screen, or a client added to a dossier): a Cognito account in the group of their role,
 * with no password anyone knows, then a single-use first-connection link (7 days) by email, in the
 * person's language or else the inviter's, naming the firm. The token and its email are one
 * transaction (the email goes through the outbox, which delivers it even if the mail service is
 * down now).
 *
 * At most INVITATIONS_PER_DAY per firm (services/email-limits.ts): past it, 429 before anything is
 * created.
 *
 * All or nothing on our side: when any step fails, the Cognito account is removed again and the
 * error is rethrown (`UsernameExistsException` when Cognito already knows the email); the caller
 * then removes the records it wrote.
 */
export const inviteUser = async ({ structureId, user, inviter }: Invitation): Promise<void> => {
  const release = await countInvitationEmail(structureId);
  try {
    await openAccount({ structureId, user, inviter });
  } catch (error) {
    // No email left: the day's count gives the use back.
    await release().catch(() => undefined);
    throw error;
  }
};

const openAccount = async ({ structureId, user, inviter }: Invitation): Promise<void> => {
  await identity.create({
    email: user.email,
    userId: user.idUtilisateur,
    structureId,
    userType: user.idTypeUtilisateur,
    role: user.idRolUtilisateur,
  });
  try {
    if (!user.actif) await identity.setEnabled(user.email, false);
    const { token, write } = issueToken('INVITATION', { structureId, userId: user.idUtilisateur, email: user.email });
    const firm = await getFirm(structureId);
    const mail = invitationEmail(user.email, user.language ?? inviter.language, {
      recipientName: fullName(user),
      inviterName: inviter.name,
      firmName: firm?.nom ?? '',
      link: `${config.appUrl}/first-connection?id=${encodeURIComponent(token)}`,
    });
    await commit([plain(write), emailWrite(structureId, mail)]);
  } catch (error) {
    await identity.remove(user.email).catch(() => undefined);
    throw error;
  }
};
