import { describe, expect, it } from 'vitest';
import {
  SESSION_STORAGE_KEY,
  clearSession,
  getSession,
  hasAnyRole,
  homePathFor,
  sessionFromResponse,
  storeSession,
  subscribeSession,
} from '../../web/src/lib/session';

const loginAnswer = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 3600,
  roles: ['USER' as const],
  id: 'U1',
  name: 'Amina Bennani',
  email: 'amina@cabinet.ma',
  type: 'AVOCAT' as const,
  idStructure: 'S1',
};

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
      refreshToken: 'refresh-1',
      expiresAt: 1_000 + 3_600_000,
    });
  });

  it("stores the session in localStorage under 'auth' and tells subscribers", () => {
    let notified = 0;
    const unsubscribe = subscribeSession(() => notified++);
    const session = sessionFromResponse(loginAnswer);
    storeSession(session);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(getSession()).toEqual(session);
    expect(notified).toBe(1);
    unsubscribe();
  });

  it('logout clears the stored session', () => {
    storeSession(sessionFromResponse(loginAnswer));
    clearSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it("follows another tab's sign-out and ignores a damaged entry", () => {
    storeSession(sessionFromResponse(loginAnswer));
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(getSession()).toBeNull();
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
