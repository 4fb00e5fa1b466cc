import type { Language } from '@mizan/shared/roles';
import { config } from '../../../adapters/config';
import { getEmailEntry } from '../../../db/email-registry';
import { issueToken } from '../../../db/tokens';
import { fullName, getUser } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { passwordResetEmail } from '../../../services/emails/templates';
import { commit, plain } from '../../../services/guarded-transaction';
import { emailWrite } from '../../../services/outbox';

/** Every answer takes at least this long, so the time taken does not tell whether the email exists. */
export const NEUTRAL_ANSWER_MS = 600;

const sendResetLink = async (email: string, language: Language) => {
  const entry = await getEmailEntry(email);
  const user = entry && (await getUser(entry.structureId, entry.userId));
  if (!user || !user.actif || user.deletedAt) return;
  const { token, write } = issueToken('RESET', { structureId: user.idStructure, userId: user.idUtilisateur, email: user.email });
  const mail = passwordResetEmail(user.email, user.language ?? language, {
    recipientName: fullName(user),
    link: `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
  });
  await commit([plain(write), emailWrite(user.idStructure, mail)]);
};

/**
 * Always the neutral answer: whether the email exists, is inactive, or queuing failed, the caller
 * learns nothing, and the answer comes after the same minimum time. Failures are logged.
 */
export const handler = defineHandler('account.requestPasswordReset', async ({ body }, { language, requestId }) => {
  const started = Date.now();
  try {
    await sendResetLink(body.email, language);
  } catch (error) {
    log.error('password reset email failed', { requestId, error: (error as Error).name, detail: (error as Error).message });
  }
  const wait = NEUTRAL_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { ok: true as const };
});
