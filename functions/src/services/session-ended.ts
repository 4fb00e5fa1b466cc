import type { User } from '../db/users';

/*
 * The check of every request and refresh against the end of its person's sessions (sessions.ts
 * says when they end). Apart from sessions.ts so that a function which only checks tokens loads
 * neither the identity provider's client nor the calls that end sessions.
 */

/** The session signed in at `authTime` (epoch seconds, the token's `auth_time`) began before its person's sessions were ended. */
export const sessionEnded = (user: Pick<User, 'sessionsEndedAt'>, authTime: number | undefined): boolean => {
  if (user.sessionsEndedAt === undefined) return false;
  return authTime === undefined || authTime * 1000 < Date.parse(user.sessionsEndedAt);
};
