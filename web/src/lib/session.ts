import { STAFF, type Role, type UserType } from '@mizan/shared/roles';
import type { RouteResponse } from '@mizan/shared/route';
import type { Routes } from '@mizan/shared/routes';
import { rememberRole } from './remembered-role';

/**
 * The signed-in person's session (spec section 3's fields), kept in memory only: no script of the
 * page can find a token in storage. The refresh token is in an HttpOnly cookie the page cannot
 * read either; a reload renews the session with it (api-client.ts `refreshSession`). Only the
 * person's role is remembered on the device, to paint their shell first (remembered-role.ts).
 */
export type Session = {
  userId: string;
  userFullName: string;
  userEmail: string;
  roles: Role[];
  userType: UserType;
  structureId: string;
  accessToken: string;
  /** Epoch milliseconds after which the access token is no longer accepted. */
  expiresAt: number;
};

export type SessionResponse = RouteResponse<Routes['account.login']>;

type Listener = () => void;
const listeners = new Set<Listener>();

let current: Session | null = null;

const publish = () => {
  for (const listener of listeners) listener();
};

/** The session now; the same object until it changes (for useSyncExternalStore). */
export const getSession = (): Session | null => current;

export const sessionFromResponse = (response: SessionResponse, now = Date.now()): Session => ({
  userId: response.id,
  userFullName: response.name,
  userEmail: response.email,
  roles: response.roles,
  userType: response.type,
  structureId: response.idStructure,
  accessToken: response.token,
  expiresAt: now + response.expiresIn * 1000,
});

/** How many times the session was stored, cleared or logged out of: a renewal that was out meanwhile drops its answer. */
let changes = 0;
export const sessionChanges = () => changes;

/**
 * Whether the person logged out since their last sign-in. A call the API refuses after that is the
 * logout's doing, not news to report (api-client.ts `expire`): a request still on its way when the
 * API ended the session is refused, and would otherwise say "your session expired" on /login.
 */
let loggedOut = false;
export const loggingOut = () => loggedOut;
export const startLogout = () => {
  loggedOut = true;
  changes++;
};

export const storeSession = (session: Session) => {
  current = session;
  loggedOut = false;
  changes++;
  rememberRole(session.roles);
  publish();
};

/** No session (ended, or refused by the API at renewal): the device forgets the role too. */
export const clearSession = () => {
  current = null;
  changes++;
  rememberRole(null);
  publish();
};

export const subscribeSession = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const hasAnyRole = (session: Session | null, roles: readonly Role[]) =>
  !!session && session.roles.some((role) => roles.includes(role));

/** Where a signed-in person lands: clients on their dossiers, editors on their page, staff on Home. */
export const homePathFor = (session: Session | null) => {
  if (hasAnyRole(session, ['CLT'])) return '/Client/Folders';
  if (hasAnyRole(session, ['EDITOR']) && !hasAnyRole(session, STAFF)) return '/editor';
  return '/';
};
