import { ROLES, type Role } from '@mizan/shared/roles';

/** Where this device keeps the role of the person last signed in on it. */
const STORED = 'mizan.role';

/**
 * The role of the person signed in on this device, kept in localStorage so that the next visit's
 * document paints that role's signed-in shell before the app's scripts have run (first-paint.ts).
 * It is no credential and holds nothing of the session: the app still renews the session with the
 * HttpOnly refresh cookie, and a visitor whose session is gone sees the shell for a moment, then
 * /login, and the role is forgotten. Only a person with one role has a shell prerendered for them.
 */
export const rememberRole = (roles: readonly Role[] | null) => {
  try {
    if (roles?.length === 1) window.localStorage.setItem(STORED, roles[0]!);
    else window.localStorage.removeItem(STORED);
  } catch {
    // Storage refused (a private mode), or no browser (the build's prerender): nothing is kept.
  }
};

export const rememberedRole = (): Role | undefined => {
  try {
    const role = window.localStorage.getItem(STORED);
    return ROLES.find((known) => known === role);
  } catch {
    return undefined;
  }
};
