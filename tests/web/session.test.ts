import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  hasAnyRole,
  homePathFor,
  sessionFromResponse,
  storeSession,
  subscribeSession,
} from '../../web/src/lib/session';
import { rememberedRole } from '../../web/src/lib/remembered-role';

const loginAnswer = {
  token: 'access-1',
  expiresIn: 3600,
  roles: ['USER' as const],
  id: 'U1',
  name: 'Amina Bennani',
  email: 'amina@cabinet.ma',
  type: 'AVOCAT' as const,
  idStructure: 'S1',
};

/** Every value the page keeps in storage, where no token may be. */
const stored = () => [...Array(localStorage.length).keys()].map((i) => localStorage.getItem(localStorage.key(i) ?? '') ?? '').join(' ');

describe('session', () => {
  it('turns a login answer into the documented session fields', () => {
    expect(sessionFromResponse(loginAnswer, 1_000)).toEqual({
      userId: 'U1',
      userFullName: 'Amina Bennani',
      userEmail: 'amina@cabinet.ma',
      roles: ['USER'],
      userType: 'AVOCAT',
      structureId: 'S1',
      accessToken: 'access-1',
      expiresAt: 1_000 + 3_600_000,
    });
  });

  it('keeps the session in memory only, never in storage, and tells subscribers', () => {
    let notified = 0;
    const unsubscribe = subscribeSession(() => notified++);
    const session = sessionFromResponse(loginAnswer);
    storeSession(session);
    expect(getSession()).toEqual(session);
    expect(stored()).not.toContain('access-1');
    expect(sessionStorage.length).toBe(0);
    expect(notified).toBe(1);
    unsubscribe();
  });

  it('logout forgets the session', () => {
    storeSession(sessionFromResponse(loginAnswer));
    clearSession();
    expect(getSession()).toBeNull();
  });

  it('remembers on the device the role of a person with one, for the next visit to paint its shell first, and forgets it with the session', () => {
    storeSession(sessionFromResponse(loginAnswer));
    expect(rememberedRole()).toBe('USER');
    expect(stored()).not.toContain('access-1');
    storeSession(sessionFromResponse({ ...loginAnswer, roles: ['ADMIN', 'USER'] }));
    expect(rememberedRole()).toBeUndefined();
    storeSession(sessionFromResponse({ ...loginAnswer, roles: ['CLT'], type: 'CLIENT' }));
    expect(rememberedRole()).toBe('CLT');
    clearSession();
    expect(rememberedRole()).toBeUndefined();
  });

  it('knows roles and where each person lands', () => {
    const staff = sessionFromResponse(loginAnswer);
    const client = sessionFromResponse({ ...loginAnswer, roles: ['CLT'], type: 'CLIENT' });
    const editor = sessionFromResponse({ ...loginAnswer, roles: ['EDITOR'] });
    expect(hasAnyRole(staff, ['ADMIN', 'USER'])).toBe(true);
    expect(hasAnyRole(client, ['ADMIN', 'USER'])).toBe(false);
    expect(hasAnyRole(null, ['USER'])).toBe(false);
    expect(homePathFor(staff)).toBe('/');
    expect(homePathFor(client)).toBe('/Client/Folders');
    expect(homePathFor(editor)).toBe('/editor');
  });
});
