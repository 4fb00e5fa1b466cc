import type { Language } from '@mizan/shared/roles';
import { config } from '../../../adapters/config';
import { getEmailEntry } from '../../../db/email-registry';
import { takeQuota } from '../../../db/quotas';
import { issueToken } from '../../../db/tokens';
import { fullName, getUser } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { passwordResetEmail } from '../../../services/emails/templates';
import { commit, plain } from '../../../services/guarded-transaction';
import { answerAfter } from '../../../services/neutral-answer';
import { emailWrite } from '../../../services/outbox';

/** Every answer takes at least this long, so the time taken does not tell whether the email exists. */
export const NEUTRAL_ANSWER_MS = 600;
/** At most this many reset emails to one address per hour: the form cannot be used to flood a mailbox. */
export const RESET_EMAILS_PER_HOUR = 3;

const sendResetLink = async (email: string, language: Language) => {
  const entry = await getEmailEntry(email);
  const user = entry && (await getUser(entry.structureId, entry.userId));
  if (!user || !user.actif || user.deletedAt) return;
  if (!(await takeQuota({ owner: { email: user.email }, name: 'RESET', per: 'hour', limit: RESET_EMAILS_PER_HOUR })).taken) return;
  const { token, write } = issueToken('RESET', { structureId: user.idStructure, userId: user.idUtilisateur, email: user.email });
  const mail = passwordResetEmail(user.email, user.language ?? language, {
    recipientName: fullName(user),
    link: `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
  });
  await commit([plain(write), emailWrite(user.idStructure, mail)]);
};

/**
 * Always the neutral answer: whether the email exists, is inactive, was sent 3 links this hour, or
 * queuing failed, the caller learns nothing, and the answer comes after the same minimum time (the
 * outbox sends the email afterwards: the mail service's time never shows). Failures are logged.
 */
export const handler = defineHandler('account.requestPasswordReset', async ({ body }, { language, requestId }) => {
  await answerAfter(NEUTRAL_ANSWER_MS, () =>
    sendResetLink(body.email, language).catch((error: unknown) => {
      log.error('password reset email failed', { requestId, error: (error as Error).name, detail: (error as Error).message });
    }),
  );
  return { ok: true as const };
});
