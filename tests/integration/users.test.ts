import { beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../support/mailbox';
import { emailKey, getItem, userKey } from '../support/table';
import { adminForm, call, login, newFirm, newStaff, nextLink, staffForm, type Firm } from './identity-helpers';

/**
 * The Users screen's routes against the local stack: roles, firm isolation, unique emails across
 * firms, invitations, deactivation and removal cutting sign-in, and the last-admin rule.
 */
let firm: Firm;
let other: Firm;

beforeAll(async () => {
  [firm, other] = await Promise.all([newFirm(), newFirm()]);
});

type Listed = { idUtilisateur: string; email: string; idRolUtilisateur: string; actif: boolean };
const list = async (token: string, structureId: string) =>
  (await call('users.listForStructure', { token, params: { structureId } })).body as unknown as Listed[];
const update = (token: string, idUtilisateur: string, body: object) => call('users.update', { token, params: { idUtilisateur }, body });
const remove = (token: string, idUtilisateur: string) => call('users.delete', { token, params: { idUtilisateur } });

describe('list', () => {
  it("lists the firm's staff to admins and users, with labels in the caller's language", async () => {
    const staff = await newStaff(firm, { idTypeUtilisateur: 'ASSISTANT' });
    expect((await list(firm.admin, firm.structureId)).map((u) => u.idUtilisateur)).toEqual(
      expect.arrayContaining([firm.adminId, staff.id]),
    );
    const byUser = await call('users.listForStructure', { token: staff.token, params: { structureId: firm.structureId }, language: 'en' });
    expect(byUser.status).toBe(200);
    expect((byUser.body as unknown as Listed[]).find((u) => u.idUtilisateur === staff.id)).toEqual({
      idUtilisateur: staff.id,
      idStructure: firm.structureId,
      idTypeUtilisateur: 'ASSISTANT',
      typeUtilisateurLabel: 'Assistant',
      idRolUtilisateur: 'USER',
      roleUtilisateurLabel: 'User',
      nom: 'Idrissi',
      prenom: 'Salma',
      email: staff.form.email,
      phone: '0612345678',
      actif: true,
    });
  });

  it("answers 404 for another firm's structure id", async () => {
    expect((await call('users.listForStructure', { token: firm.admin, params: { structureId: other.structureId } })).status).toBe(404);
  });
});

describe('create', () => {
  it('is for admins only: a USER gets 403 and nothing is created', async () => {
    const staff = await newStaff(firm);
    const form = staffForm();
    expect((await call('users.create', { token: staff.token, body: form })).status).toBe(403);
    expect((await list(firm.admin, firm.structureId)).some((u) => u.email === form.email)).toBe(false);
    expect(await getItem(emailKey(form.email))).toBeUndefined();
    expect(await emailsTo(form.email)).toHaveLength(0);
  });

  it('refuses an email that has an account in any firm, saying only that it cannot be used (409)', async () => {
    const taken = await call('users.create', { token: firm.admin, body: staffForm({ email: other.adminEmail.toUpperCase() }) });
    expect(taken).toMatchObject({ status: 409, body: { error: 'conflict', message: 'Cette adresse ne peut pas être utilisée' } });
    expect(await getItem(emailKey(other.adminEmail))).toMatchObject({ structureId: other.structureId });
  });

  it("answers 400 per field in the caller's language and writes nothing", async () => {
    const before = await list(firm.admin, firm.structureId);
    const form = { ...staffForm(), email: 'no-at-sign', idRolUtilisateur: 'CLT' };
    const bad = await call('users.create', { token: firm.admin, body: form });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', code: 'email_invalid', message: 'Adresse email invalide' }),
        expect.objectContaining({ field: 'idRolUtilisateur' }),
      ]),
    );
    expect(await list(firm.admin, firm.structureId)).toHaveLength(before.length);
  });

  it('creates the account in the group of its role', async () => {
    const admin2 = await newStaff(firm, { idRolUtilisateur: 'ADMIN' });
    expect((await login(admin2.form.email, admin2.password)).body).toMatchObject({ roles: ['ADMIN'] });
    expect((await call('users.create', { token: admin2.token, body: staffForm() })).status).toBe(201);
  });
});

describe('update', () => {
  it('deactivation refuses sign-in at once; reactivation lets the person back in', async () => {
    const staff = await newStaff(firm);
    expect(await update(firm.admin, staff.id, { ...staff.form, actif: false })).toMatchObject({ status: 200, body: { actif: false } });
    expect(await login(staff.form.email, staff.password)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect((await update(firm.admin, staff.id, { ...staff.form, actif: true })).status).toBe(200);
    expect((await login(staff.form.email, staff.password)).status).toBe(200);
  });

  it('a role change moves the Cognito group, a type change the token type', async () => {
    const staff = await newStaff(firm);
    const changed = await update(firm.admin, staff.id, { ...staff.form, idRolUtilisateur: 'ADMIN', idTypeUtilisateur: 'ASSISTANT' });
    expect(changed.body).toMatchObject({
      idRolUtilisateur: 'ADMIN',
      roleUtilisateurLabel: 'Administrateur',
      typeUtilisateurLabel: 'Assistant',
    });
    expect((await login(staff.form.email, staff.password)).body).toMatchObject({ roles: ['ADMIN'], type: 'ASSISTANT' });
  });

  it('refuses an email change (400 email_immutable)', async () => {
    const staff = await newStaff(firm);
    const changed = await update(firm.admin, staff.id, { ...staff.form, email: 'changed@test.mizan.ma' });
    expect(changed).toMatchObject({
      status: 400,
      body: { details: [expect.objectContaining({ field: 'email', code: 'email_immutable' })] },
    });
    expect(await getItem(userKey(firm.structureId, staff.id))).toMatchObject({ email: staff.form.email });
  });

  it('is for admins only (403)', async () => {
    const staff = await newStaff(firm);
    expect((await update(staff.token, staff.id, { ...staff.form, idRolUtilisateur: 'ADMIN' })).status).toBe(403);
    expect(await getItem(userKey(firm.structureId, staff.id))).toMatchObject({ idRolUtilisateur: 'USER' });
  });

  it("answers 404 for another firm's user and leaves them unchanged", async () => {
    const theirs = await newStaff(other);
    expect((await update(firm.admin, theirs.id, { ...theirs.form, actif: false })).status).toBe(404);
    expect((await remove(firm.admin, theirs.id)).status).toBe(404);
    expect((await login(theirs.form.email, theirs.password)).status).toBe(200);
    expect(await getItem(userKey(other.structureId, theirs.id))).toMatchObject({ actif: true });
  });
});

describe('delete', () => {
  it('removes access and frees the email, keeping the record as a tombstone off the list', async () => {
    const staff = await newStaff(firm);
    expect(await remove(firm.admin, staff.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await login(staff.form.email, staff.password)).status).toBe(401);
    expect((await list(firm.admin, firm.structureId)).some((u) => u.idUtilisateur === staff.id)).toBe(false);
    expect(await getItem(userKey(firm.structureId, staff.id))).toMatchObject({
      nom: 'Idrissi',
      actif: false,
      deletedAt: expect.any(String),
    });
    expect(await getItem(emailKey(staff.form.email))).toBeUndefined();
    expect((await remove(firm.admin, staff.id)).status).toBe(404);
    expect((await update(firm.admin, staff.id, staff.form)).status).toBe(404);

    const before = (await emailsTo(staff.form.email)).length;
    expect((await call('users.create', { token: firm.admin, body: staff.form })).status).toBe(201);
    await nextLink(staff.form.email, before, 'first-connection');
  });

  it('is for admins only (403)', async () => {
    const staff = await newStaff(firm);
    expect((await remove(staff.token, firm.adminId)).status).toBe(403);
    expect(await getItem(userKey(firm.structureId, firm.adminId))).not.toHaveProperty('deletedAt');
  });
});

describe('last admin', () => {
  it('cannot be demoted, deactivated or removed (409 last_admin), and stays an admin', async () => {
    const lone = await newFirm();
    const demote = await update(lone.admin, lone.adminId, adminForm(lone, { idRolUtilisateur: 'USER' }));
    expect(demote).toMatchObject({
      status: 409,
      body: {
        message: 'Le cabinet doit garder au moins un administrateur actif',
        details: [expect.objectContaining({ field: 'idRolUtilisateur', code: 'last_admin' })],
      },
    });
    expect((await update(lone.admin, lone.adminId, adminForm(lone, { actif: false }))).body).toMatchObject({
      details: [expect.objectContaining({ field: 'actif', code: 'last_admin' })],
    });
    expect((await remove(lone.admin, lone.adminId)).status).toBe(409);
    expect((await login(lone.adminEmail, lone.adminPassword)).body).toMatchObject({ roles: ['ADMIN'] });

    const inactiveAdmin = await newStaff(lone, { idRolUtilisateur: 'ADMIN' });
    expect((await update(lone.admin, inactiveAdmin.id, { ...inactiveAdmin.form, actif: false })).status).toBe(200);
    expect((await update(lone.admin, lone.adminId, adminForm(lone, { idRolUtilisateur: 'USER' }))).status).toBe(409);
  });

  it('two admins demoting each other at the same moment: exactly one succeeds', async () => {
    const pair = await newFirm();
    const second = await newStaff(pair, { idRolUtilisateur: 'ADMIN' });
    const [a, b] = await Promise.all([
      update(pair.admin, second.id, { ...second.form, idRolUtilisateur: 'USER' }),
      update(second.token, pair.adminId, adminForm(pair, { idRolUtilisateur: 'USER' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const admins = (await list(pair.admin, pair.structureId)).filter((u) => u.idRolUtilisateur === 'ADMIN' && u.actif);
    expect(admins).toHaveLength(1);
  });
});

describe('sessions already open', () => {
  it('end at once when the person is deactivated or removed, not when their token expires', async () => {
    const deactivated = await newStaff(firm);
    expect((await call('account.me', { token: deactivated.token })).status).toBe(200);
    expect((await update(firm.admin, deactivated.id, { ...deactivated.form, actif: false })).status).toBe(200);
    expect((await call('account.me', { token: deactivated.token })).status).toBe(401);

    const removed = await newStaff(firm);
    expect((await remove(firm.admin, removed.id)).status).toBe(200);
    expect((await call('account.me', { token: removed.token })).status).toBe(401);
  });

  it('lose admin rights at once when the person is demoted', async () => {
    const second = await newStaff(firm, { idRolUtilisateur: 'ADMIN' });
    expect((await call('users.create', { token: second.token, body: { nom: 'x' } })).status).toBe(400);
    expect((await update(firm.admin, second.id, { ...second.form, idRolUtilisateur: 'USER' })).status).toBe(200);
    expect((await call('users.create', { token: second.token, body: staffForm() })).status).toBe(403);
  });
});
