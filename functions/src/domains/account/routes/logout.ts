import { markSessionsEnded } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { endSessions } from '../../../services/sessions';
import { currentUser } from '../profile';
import { clearedRefreshCookie } from '../refresh-cookie';

/** Signs the person out everywhere: every session they have, on any device, ends now (services/sessions.ts). */
export const handler = defineHandler('account.logout', async (_input, { caller, setCookie }) => {
  const user = await currentUser(caller);
  await markSessionsEnded(user);
  await endSessions(user.email);
  setCookie(clearedRefreshCookie());
  return { ok: true as const };
});
