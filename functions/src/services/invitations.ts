import type { Language } from '@mizan/shared/roles';
import { config } from '../adapters/config';
import { identity } from '../adapters/identity';
import { mailer } from '../adapters/mailer';
import { getFirm } from '../db/firms';
import { deleteToken, issueToken } from '../db/tokens';
import { fullName, type User } from '../db/users';
import { countInvitationEmail } from './email-limits';
import { invitationEmail } from './emails/templates';

export type Inviter = { name: string; language: Language };
export type Invitation = { structureId: string; user: User; inviter: Inviter };

/**
 * Opens an account for a person whose User record the caller has already written (staff from the
 * Users screen, or a client added to a dossier): a Cognito account in the group of their role,
 * with no password anyone knows, then a single-use first-connection link (7 days) by email, in the
 * person's language or else the inviter's, naming the firm.
 *
 * At most INVITATIONS_PER_DAY per firm (services/email-limits.ts): past it, 429 before anything is
 * created.
 *
 * All or nothing on our side: when any step fails, the Cognito account and the token are removed
 * again and the error is rethrown (`UsernameExistsException` when Cognito already knows the
 * email); the caller then removes the records it wrote.
 */
export const inviteUser = async ({ structureId, user, inviter }: Invitation): Promise<void> => {
  await countInvitationEmail(structureId);
  await identity.create({
    email: user.email,
    userId: user.idUtilisateur,
    structureId,
    userType: user.idTypeUtilisateur,
    role: user.idRolUtilisateur,
  });
  let token: string | undefined;
  try {
    if (!user.actif) await identity.setEnabled(user.email, false);
    token = await issueToken('INVITATION', { structureId, userId: user.idUtilisateur, email: user.email });
    const firm = await getFirm(structureId);
    await mailer.send(
      invitationEmail(user.email, user.language ?? inviter.language, {
        recipientName: fullName(user),
        inviterName: inviter.name,
        firmName: firm?.nom ?? '',
        link: `${config.appUrl}/first-connection?id=${encodeURIComponent(token)}`,
      }),
    );
  } catch (error) {
    await Promise.allSettled([identity.remove(user.email), token ? deleteToken(token) : Promise.resolve()]);
    throw error;
  }
};
