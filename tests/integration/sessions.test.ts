import { beforeAll, describe, expect, inject, it } from 'vitest';
import { refreshCookieOf, refreshWith, signIn, type Session } from '../support/accounts';
import { api } from '../support/api';
import { emailsTo } from '../support/mailbox';
import { getItem, userKey } from '../support/table';
import { call, login, newFirm, newStaff, nextLink, staffForm, type Firm } from './identity-helpers';

/**
 * Sessions against the local stack: sign-out, a password reset, a password change, deactivation
 * and removal each end the person's open sessions (their ID token on the next request, their
 * refresh token at once); the refresh token travels in its cookie only; an invitation link stops
 * working once the account has a password.
 */
let firm: Firm;

beforeAll(async () => {
  firm = await newFirm();
});

/** A staff member of the firm, invited, connected, and signed in a second time (two open sessions). */
const personWithTwoSessions = async () => {
  const staff = await newStaff(firm);
  return { staff, sessions: [await signIn(staff.form.email, staff.password), await signIn(staff.form.email, staff.password)] };
};

/** The session still works: its ID token on a protected route, its refresh token on the refresh route. */
const works = async (session: Session) => ({
  idToken: (await api('account.me', { token: session.token })).status,
  refresh: (await refreshWith(session.refreshToken)).status,
});
const ENDED = { idToken: 401, refresh: 401 };
const OPEN = { idToken: 200, refresh: 200 };

describe('the refresh cookie', () => {
  it('login sets it HttpOnly, Secure, SameSite=Strict, for the refresh path only, for 30 days; the body has no refresh token', async () => {
    const answer = await api<Record<string, unknown>>('account.login', {
      body: { username: firm.adminEmail, password: firm.adminPassword },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('refreshToken');
    const [cookie, ...others] = answer.headers.getSetCookie();
    expect(others).toEqual([]);
    const [pair, ...attributes] = cookie!.split('; ');
    expect(pair).toMatch(/^mizan_refresh=.{20,}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/api/Account/refresh', 'SameSite=Strict', 'Secure']);
  });

  it('renews the session when the app asks (its header, its origin), and refuses others', async () => {
    const session = await signIn(firm.adminEmail, firm.adminPassword);
    const origin = new URL(inject('env').APP_URL).origin;
    const renewed = await refreshWith<{ token: string; id: string }>(session.refreshToken, { origin });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: firm.adminId, token: expect.any(String) });
    expect((await api('account.me', { token: renewed.body.token })).status).toBe(200);

    // Another site's page cannot add the header, nor pass for the app's origin: 403, the envelope.
    const cookie = `mizan_refresh=${session.refreshToken}`;
    const withoutHeader = await api('account.refresh', { headers: { cookie } });
    expect(withoutHeader.status).toBe(403);
    expect(withoutHeader.body).toMatchObject({ statusCode: 403, error: 'forbidden' });
    const elsewhere = await refreshWith(session.refreshToken, { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    // Without the cookie there is nothing to renew.
    const noCookie = await api('account.refresh', { headers: { 'x-requested-with': 'mizan' } });
    expect(noCookie.status).toBe(401);
    expect(noCookie.body).toMatchObject({ statusCode: 401, error: 'unauthorized' });
  });
});

describe('ending every session of a person', () => {
  it('sign-out: both sessions end, the cookie is cleared, and signing in again at once works', async () => {
    const { staff, sessions } = await personWithTwoSessions();
    expect(await works(sessions[1]!)).toEqual(OPEN);

    const out = await api('account.logout', { token: sessions[0]!.token });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(out.headers.getSetCookie()).toEqual(['mizan_refresh=; Path=/api/Account/refresh; HttpOnly; Secure; SameSite=Strict; Max-Age=0']);
    expect(await works(sessions[0]!)).toEqual(ENDED);
    expect(await works(sessions[1]!)).toEqual(ENDED);
    expect(await getItem(userKey(firm.structureId, staff.id))).toMatchObject({ sessionsEndedAt: expect.any(String) });

    // The same second as the sign-out, or the next: the new session is not taken for an ended one.
    const again = await signIn(staff.form.email, staff.password);
    expect(await works(again)).toEqual(OPEN);
  });

  it('a password reset ends every session', async () => {
    const { staff, sessions } = await personWithTwoSessions();
    const before = (await emailsTo(staff.form.email)).length;
    await call('account.requestPasswordReset', { body: { email: staff.form.email } });
    const { token } = await nextLink(staff.form.email, before, 'reset-password');
    expect((await call('account.resetPassword', { body: { token, newPassword: 'Nouveau@2026' } })).status).toBe(200);
    for (const session of sessions) expect(await works(session)).toEqual(ENDED);
    expect(await works(await signIn(staff.form.email, 'Nouveau@2026'))).toEqual(OPEN);
  });

  it('a password change ends every session, and its answer opens this device a new one', async () => {
    const { staff, sessions } = await personWithTwoSessions();
    const changed = await api('account.changePassword', {
      token: sessions[0]!.token,
      body: { currentPassword: staff.password, newPassword: 'Nouveau@2026' },
    });
    expect(changed.status).toBe(200);
    for (const session of sessions) expect(await works(session)).toEqual(ENDED);
    const renewed = await refreshWith<{ token: string }>(refreshCookieOf(changed.headers) ?? '');
    expect(renewed.status).toBe(200);
    expect((await api('account.me', { token: renewed.body.token })).status).toBe(200);
  });

  it('deactivation ends every session, and a reactivation does not bring them back', async () => {
    const { staff, sessions } = await personWithTwoSessions();
    const off = await call('users.update', {
      token: firm.admin,
      params: { idUtilisateur: staff.id },
      body: { ...staff.form, actif: false },
    });
    expect(off.status).toBe(200);
    for (const session of sessions) expect(await works(session)).toEqual(ENDED);
    const on = await call('users.update', { token: firm.admin, params: { idUtilisateur: staff.id }, body: { ...staff.form, actif: true } });
    expect(on.status).toBe(200);
    for (const session of sessions) expect(await works(session)).toEqual(ENDED);
    expect(await works(await signIn(staff.form.email, staff.password))).toEqual(OPEN);
  });

  it('removal ends every session', async () => {
    const { staff, sessions } = await personWithTwoSessions();
    expect((await call('users.delete', { token: firm.admin, params: { idUtilisateur: staff.id } })).status).toBe(200);
    for (const session of sessions) expect(await works(session)).toEqual(ENDED);
  });

  it("one person's sign-out leaves a colleague's sessions open", async () => {
    const { sessions } = await personWithTwoSessions();
    const colleague = await signIn(firm.adminEmail, firm.adminPassword);
    expect((await api('account.logout', { token: sessions[0]!.token })).status).toBe(200);
    expect(await works(colleague)).toEqual(OPEN);
  });
});

describe('an invitation link', () => {
  it('stops working once the account has a password set by a reset', async () => {
    const form = staffForm();
    const before = (await emailsTo(form.email)).length;
    expect((await call('users.create', { token: firm.admin, body: form })).status).toBe(201);
    const { token: invitation } = await nextLink(form.email, before, 'first-connection');
    expect((await call('account.firstConnection', { params: { id: invitation } })).status).toBe(200);

    await call('account.requestPasswordReset', { body: { email: form.email } });
    const { token: reset } = await nextLink(form.email, before + 1, 'reset-password');
    expect((await call('account.resetPassword', { body: { token: reset, newPassword: 'Choisi@2026' } })).status).toBe(200);

    // It says the account is activated (409 link_used), and sets nothing.
    expect((await call('account.firstConnection', { params: { id: invitation } })).body).toMatchObject({ error: 'link_used' });
    expect((await call('account.setFirstPassword', { body: { id: invitation, password: 'Intrus@2026' } })).status).toBe(409);
    expect((await login(form.email, 'Intrus@2026')).status).toBe(401);
    expect((await login(form.email, 'Choisi@2026')).status).toBe(200);
  });

  it('stops working once it has set the first password', async () => {
    const form = staffForm();
    const before = (await emailsTo(form.email)).length;
    await call('users.create', { token: firm.admin, body: form });
    const { token: invitation } = await nextLink(form.email, before, 'first-connection');
    expect((await call('account.setFirstPassword', { body: { id: invitation, password: 'Premier@2026' } })).status).toBe(200);
    expect((await call('account.setFirstPassword', { body: { id: invitation, password: 'Intrus@2026' } })).body).toMatchObject({
      error: 'link_used',
      details: [{ field: 'token', code: 'invitation_used' }],
    });
    expect((await login(form.email, 'Intrus@2026')).status).toBe(401);
    expect((await login(form.email, 'Premier@2026')).status).toBe(200);
  });
});
