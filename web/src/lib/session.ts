import { ROLES, STAFF, USER_TYPES, type Role } from '@mizan/shared/roles';
import type { RouteResponse } from '@mizan/shared/route';
import type { Routes } from '@mizan/shared/routes';
import * as z from 'zod';

/** The session kept in the browser (spec section 3), plus what renewing it needs. */
const sessionSchema = z.object({
  userId: z.string(),
  userFullName: z.string(),
  userEmail: z.string(),
  roles: z.array(z.enum(ROLES)),
  userType: z.enum(USER_TYPES),
  structureId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch milliseconds after which the access token is no longer accepted. */
  expiresAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

export type SessionResponse = RouteResponse<Routes['account.login']>;

export const SESSION_STORAGE_KEY = 'auth';

type Listener = () => void;
const listeners = new Set<Listener>();

const read = (): Session | null => {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

let current: Session | null = read();

const publish = () => {
  for (const listener of listeners) listener();
};

/** The session as stored now; the same object until it changes (for useSyncExternalStore). */
export const getSession = (): Session | null => current;

export const sessionFromResponse = (response: SessionResponse, now = Date.now()): Session => ({
  userId: response.id,
  userFullName: response.name,
  userEmail: response.email,
  roles: response.roles,
  userType: response.type,
  structureId: response.idStructure,
  accessToken: response.token,
  refreshToken: response.refreshToken,
  expiresAt: now + response.expiresIn * 1000,
});

export const storeSession = (session: Session) => {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  current = session;
  publish();
};

export const clearSession = () => {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  current = null;
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

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    current = read();
    publish();
  });
}
