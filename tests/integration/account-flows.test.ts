import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hashToken, tokenItem, type TokenKind } from '../../functions/src/db/tokens';
import { emailsTo } from '../support/mailbox';
import { getItem, putItem, userKey } from '../support/table';
import { call, login, newFirm, newStaff, nextLink, staffForm, type Firm } from './identity-helpers';

/**
 * The account flows against the local stack: forgot/reset password, first connection through an
 * invitation, profile and password change; the emails are read from the SES emulator's mailbox.
 */
let firm: Firm;

beforeAll(async () => {
  firm = await newFirm();
});

const requestReset = (email: string) => call('account.requestPasswordReset', { body: { email } });
const validate = (token: string) => call('account.validateToken', { query: { token } });
const reset = (token: string, newPassword: string) => call('account.resetPassword', { body: { token, newPassword } });
const usedResetLink = {
  status: 409,
  body: {
    error: 'link_used',
    message: 'Ce lien a déjà servi à changer le mot de passe : connectez-vous, ou demandez un nouveau lien.',
    details: [expect.objectContaining({ field: 'token', code: 'reset_link_used' })],
  },
};
const invalidLink = {
  status: 400,
  body: {
    message: 'Lien invalide ou expiré. Veuillez demander un nouveau lien.',
    details: [expect.objectContaining({ field: 'token', code: 'token_invalid' })],
  },
};

/** A token item as the API stores it, written straight to the table with the expiry given. */
const storeToken = async (kind: TokenKind, subject: { structureId: string; userId: string; email: string }, expiresAt: Date) => {
  const token = `written-${kind}-${Date.now()}-abcdefghijklmnopqrstuvwxyz`;
  const createdAt = new Date(expiresAt.getTime() - 3600_000).toISOString();
  await putItem(tokenItem({ kind, hash: hashToken(token), ...subject, createdAt, expiresAt: expiresAt.toISOString() }));
  return token;
};

describe('forgot and reset password', () => {
  it('emails a working single-use reset link to an existing account', async () => {
    const staff = await newStaff(firm);
    const before = (await emailsTo(staff.form.email)).length;
    expect(await requestReset(staff.form.email.toUpperCase())).toMatchObject({ status: 200, body: { ok: true } });
    const { url, token, mail } = await nextLink(staff.form.email, before, 'reset-password');
    expect(url.origin + url.pathname).toBe(`${inject('env').APP_URL}/reset-password`);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Mizan');
    expect(await getItem({ pk: `TOKEN#${token}`, sk: 'TOKEN' })).toBeUndefined();
    expect(await getItem({ pk: `TOKEN#${hashToken(token)}`, sk: 'TOKEN' })).toMatchObject({
      kind: 'RESET',
      userId: staff.id,
      ttl: expect.any(Number),
    });

    expect(await validate(token)).toMatchObject({ status: 200, body: { email: staff.form.email } });
    expect(await reset(token, 'Nouveau@2026')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await login(staff.form.email, 'Nouveau@2026')).status).toBe(200);
    expect((await login(staff.form.email, staff.password)).status).toBe(401);

    // Opened again, the link says it already did its work.
    expect(await reset(token, 'Encore@2026')).toMatchObject(usedResetLink);
    expect(await validate(token)).toMatchObject(usedResetLink);
    expect((await login(staff.form.email, 'Encore@2026')).status).toBe(401);
    expect(await getItem(userKey(firm.structureId, staff.id))).toMatchObject({ passwordChangedAt: expect.any(String) });
  });

  it('voids the older reset links once one of them is used', async () => {
    const staff = await newStaff(firm);
    const before = (await emailsTo(staff.form.email)).length;
    await requestReset(staff.form.email);
    const first = await nextLink(staff.form.email, before, 'reset-password');
    await requestReset(staff.form.email);
    const second = await nextLink(staff.form.email, before + 1, 'reset-password');
    expect(second.token).not.toBe(first.token);
    expect((await reset(second.token, 'Nouveau@2026')).status).toBe(200);
    expect(await validate(first.token)).toMatchObject(invalidLink);
    expect(await reset(first.token, 'Encore@2026')).toMatchObject(invalidLink);
    expect((await login(staff.form.email, 'Nouveau@2026')).status).toBe(200);
  });

  it('answers the same neutral way for an unknown email, and sends nothing', async () => {
    const nobody = 'nobody.identity@test.mizan.ma';
    expect(await requestReset(nobody)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await emailsTo(nobody)).toHaveLength(0);
  });

  it('sends nothing to a deactivated account', async () => {
    const staff = await newStaff(firm);
    expect(
      (await call('users.update', { token: firm.admin, params: { idUtilisateur: staff.id }, body: { ...staff.form, actif: false } }))
        .status,
    ).toBe(200);
    const before = (await emailsTo(staff.form.email)).length;
    expect(await requestReset(staff.form.email)).toMatchObject({ status: 200, body: { ok: true } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await emailsTo(staff.form.email)).toHaveLength(before);
  });

  it('refuses a weak new password without spending the token', async () => {
    const staff = await newStaff(firm);
    const before = (await emailsTo(staff.form.email)).length;
    await requestReset(staff.form.email);
    const { token } = await nextLink(staff.form.email, before, 'reset-password');
    const weak = await reset(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual([expect.objectContaining({ field: 'newPassword', code: 'password_policy' })]);
    expect((await validate(token)).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const staff = await newStaff(firm);
    const token = await storeToken(
      'RESET',
      { structureId: firm.structureId, userId: staff.id, email: staff.form.email },
      new Date(Date.now() - 60_000),
    );
    expect(await validate(token)).toMatchObject(invalidLink);
    expect(await reset(token, 'Nouveau@2026')).toMatchObject(invalidLink);
    expect((await login(staff.form.email, 'Nouveau@2026')).status).toBe(401);
  });

  it('refuses an unknown token, and a missing one with a field error', async () => {
    expect(await validate('not-a-real-token')).toMatchObject(invalidLink);
    const missing = await call('account.validateToken');
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ field: 'token', code: 'required' })]);
  });
});

describe('first connection', () => {
  it('greets the invited person, sets their password once, then says the account is activated', async () => {
    const form = staffForm({ nom: 'Tazi', prenom: 'Amine' });
    const before = (await emailsTo(form.email)).length;
    expect((await call('users.create', { token: firm.admin, body: form })).status).toBe(201);
    const { url, token, mail } = await nextLink(form.email, before, 'first-connection');
    expect(url.origin + url.pathname).toBe(`${inject('env').APP_URL}/first-connection`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Names isolated from the sentence (Unicode FSI…PDI); the firm is named once ("Cabinet X", not "le cabinet Cabinet X").
    expect(mail.subject).toMatch(/^Invitation à rejoindre \u2068Cabinet [a-z]+\u2069 sur Mizan$/);
    expect(mail.body.text).toMatch(/vous invite à rejoindre \u2068Cabinet [a-z]+\u2069 sur Mizan/);
    // It comes from the firm by name (an RFC 2047 word), at the product's address.
    const from = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?= <(.+)>$/.exec(mail.from);
    expect(Buffer.from(from?.[1] ?? '', 'base64').toString('utf8')).toMatch(/^Cabinet [a-z]+$/);
    expect(from?.[2]).toBe('no-reply@mizan.local');
    expect(mail.body.text).toContain('\u2068Youssef Benali\u2069 vous invite');
    expect((await login(form.email, 'Premier@2026')).status).toBe(401);

    const greet = () => call('account.firstConnection', { params: { id: token } });
    expect(await greet()).toMatchObject({ status: 200, body: { nom: 'Tazi', prenom: 'Amine' } });
    const weak = await call('account.setFirstPassword', { body: { id: token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual([expect.objectContaining({ field: 'password', code: 'password_policy' })]);

    expect(await call('account.setFirstPassword', { body: { id: token, password: 'Premier@2026' } })).toMatchObject({ status: 200 });
    const session = await login(form.email, 'Premier@2026');
    expect(session).toMatchObject({
      status: 200,
      body: { roles: ['USER'], type: 'AVOCAT', idStructure: firm.structureId, name: 'Amine Tazi' },
    });

    const activated = {
      status: 409,
      body: {
        error: 'link_used',
        message: 'Ce compte est déjà activé : connectez-vous avec votre mot de passe.',
        details: [expect.objectContaining({ field: 'token', code: 'invitation_used' })],
      },
    };
    expect(await call('account.setFirstPassword', { body: { id: token, password: 'Second@2026' } })).toMatchObject(activated);
    expect(await greet()).toMatchObject(activated);
    expect((await login(form.email, 'Second@2026')).status).toBe(401);
  });

  it('answers 404 for an unknown invitation or one that expired before the account was activated', async () => {
    const form = staffForm();
    const created = await call('users.create', { token: firm.admin, body: form });
    expect(created.status).toBe(201);
    const userId = String((created.body as Record<string, unknown>).idUtilisateur);
    const token = await storeToken('INVITATION', { structureId: firm.structureId, userId, email: form.email }, new Date(Date.now() - 1000));
    expect((await call('account.firstConnection', { params: { id: token } })).status).toBe(404);
    expect((await call('account.setFirstPassword', { body: { id: token, password: 'Premier@2026' } })).status).toBe(404);
    expect((await call('account.firstConnection', { params: { id: 'unknownTokenValue' } })).status).toBe(404);
    expect((await login(form.email, 'Premier@2026')).status).toBe(401);
  });

  it('says an invitation, even expired, of an account activated meanwhile that the account is activated', async () => {
    const staff = await newStaff(firm);
    const token = await storeToken(
      'INVITATION',
      { structureId: firm.structureId, userId: staff.id, email: staff.form.email },
      new Date(Date.now() - 1000),
    );
    const greet = await call('account.firstConnection', { params: { id: token } });
    expect(greet).toMatchObject({
      status: 409,
      body: { error: 'link_used', details: [expect.objectContaining({ code: 'invitation_used' })] },
    });
    expect((await call('account.setFirstPassword', { body: { id: token, password: 'Premier@2026' } })).status).toBe(409);
    expect((await login(staff.form.email, 'Premier@2026')).status).toBe(401);
  });

  it("writes the invitation in the inviter's language when the person has none: Arabic, right to left", async () => {
    const form = staffForm();
    const before = (await emailsTo(form.email)).length;
    expect((await call('users.create', { token: firm.admin, body: form, language: 'ar' })).status).toBe(201);
    const { mail } = await nextLink(form.email, before, 'first-connection');
    expect(mail.subject).toContain('ميزان');
    expect(mail.body.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('profile', () => {
  it("reads and edits one's own profile", async () => {
    const staff = await newStaff(firm, { idTypeUtilisateur: 'ASSISTANT' });
    const me = await call('account.me', { token: staff.token });
    expect(me).toMatchObject({
      status: 200,
      body: {
        id: staff.id,
        email: staff.form.email,
        type: 'ASSISTANT',
        roles: ['USER'],
        idStructure: firm.structureId,
        structure: expect.stringMatching(/^Cabinet /),
      },
    });

    const edited = await call('account.updateProfile', {
      token: staff.token,
      body: { nom: 'Alaoui', prenom: 'Nadia', phone: '+212 6 11 22 33 44', language: 'ar' },
    });
    expect(edited).toMatchObject({ status: 200, body: { nom: 'Alaoui', prenom: 'Nadia', language: 'ar', email: staff.form.email } });
    expect((await call('account.me', { token: staff.token })).body).toMatchObject({ nom: 'Alaoui', language: 'ar' });
    expect((await login(staff.form.email, staff.password)).body).toMatchObject({ name: 'Nadia Alaoui', language: 'ar' });

    const bad = await call('account.updateProfile', { token: staff.token, body: { nom: 'X', prenom: 'Nadia', phone: '12' } });
    expect(bad.status).toBe(400);
    expect((bad.body.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['nom', 'phone']);
    expect(await getItem(userKey(firm.structureId, staff.id))).toMatchObject({ nom: 'Alaoui', phone: '+212 6 11 22 33 44' });
  });

  it('changes the password only with the right current one', async () => {
    const staff = await newStaff(firm);
    const change = (currentPassword: string) =>
      call('account.changePassword', { token: staff.token, body: { currentPassword, newPassword: 'Change@2026' } });
    const wrong = await change('Wrong@2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([expect.objectContaining({ field: 'currentPassword', code: 'current_password_wrong' })]);
    expect((await login(staff.form.email, 'Change@2026')).status).toBe(401);

    expect((await change(staff.password)).status).toBe(200);
    expect((await login(staff.form.email, 'Change@2026')).status).toBe(200);
    expect((await login(staff.form.email, staff.password)).status).toBe(401);
  });

  it('needs a token', async () => {
    expect((await call('account.me')).status).toBe(401);
    expect((await call('account.changePassword', { body: { currentPassword: 'a', newPassword: 'Change@2026' } })).status).toBe(401);
  });
});
