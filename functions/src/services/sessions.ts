import { clock } from '../adapters/clock';
import { identity } from '../adapters/identity';

/*
 * Ending a person's sessions (sign-out, a password reset or change, deactivation, removal): the
 * write that causes it sets `sessionsEndedAt` on their record (db/users.ts), which the middleware
 * reads on every request and the refresh route after Cognito answers (session-ended.ts), so an ID token or a refresh
 * signed in before it is refused even where the identity provider cannot revoke; Cognito's global
 * sign-out also revokes the refresh tokens.
 *
 * Tokens tell their sign-in time (`auth_time`, which a refreshed ID token keeps) in whole seconds,
 * so a session that began in the second of the end cannot be told from one that began just before
 * it: such a session counts as ended, and the route that ends sessions at its person's request
 * answers only once that second is over, so signing in again right after it always works.
 */

/** Resolves once the current whole second is over. */
const nextSecond = () => new Promise<void>((resolve) => setTimeout(resolve, 1000 - (clock.now().getTime() % 1000)));

/**
 * What follows the write that ended a person's sessions: Cognito revokes their refresh tokens, then
 * the answer waits for the next whole second (see above).
 */
export const endSessions = async (email: string): Promise<void> => {
  // The mark already ends every session (the middleware and the refresh route check it), so an
  // identity provider that fails to revoke too does not undo the change that ended them.
  await identity.signOutEverywhere(email).catch(() => undefined);
  await nextSecond();
};
