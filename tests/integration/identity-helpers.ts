import { randomBytes } from 'node:crypto';
import type { RouteName } from '@mizan/shared/routes';
import { registerFirm, uniqueEmail, type TestFirm } from '../support/accounts';
import { api, type CallOptions } from '../support/api';
import { emailsTo, linkIn, type SentEmail } from '../support/mailbox';

/** Helpers of the identity suites (account flows, users), on top of tests/support. */
export type Answer = { status: number; body: Record<string, unknown> & unknown[] };

/** Calls a route by name in a language (French unless said). */
export const call = async (name: RouteName, options: CallOptions & { language?: string } = {}): Promise<Answer> => {
  const { language = 'fr', ...rest } = options;
  const { status, body } = await api<Answer['body']>(name, { ...rest, headers: { 'accept-language': language, ...rest.headers } });
  return { status, body };
};

/** A sign-in whatever its outcome (the support's signIn throws unless it succeeds). */
export const login = (username: string, password: string) => call('account.login', { body: { username, password } });

/**
 * The next email to `to` after the `before` it already had (count, so two emails in the same
 * second are told apart), and the link token of its `/first-connection?id=` or `/reset-password?token=`.
 */
export const nextLink = async (
  to: string,
  before: number,
  kind: 'first-connection' | 'reset-password',
): Promise<{ mail: SentEmail; url: URL; token: string }> => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = (await emailsTo(to))[before];
    if (mail) {
      const link = linkIn(mail, `/${kind}?`);
      if (!link) throw new Error(`no ${kind} link in the email to ${to}`);
      const url = new URL(link);
      return { mail, url, token: url.searchParams.get(kind === 'first-connection' ? 'id' : 'token') ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new email reached ${to}`);
};

/** Letters only: names follow the specification's rule. */
const letters = (n: number) => [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

export type Firm = { structureId: string; adminId: string; adminEmail: string; adminPassword: string; admin: string };

/** A firm registered by `registerFirm`, as these helpers take it (its admin's account and session). */
export const asFirm = (firm: TestFirm): Firm => ({
  structureId: firm.structureId,
  adminId: firm.userId,
  adminEmail: firm.email,
  adminPassword: firm.password,
  admin: firm.token,
});

/** A firm registered through the API by Youssef Benali, its admin, signed in. */
export const newFirm = async (): Promise<Firm> => {
  const firm = await registerFirm({ userName: 'Benali', userFirstName: 'Youssef', structure: `Cabinet ${letters(8)}` });
  return asFirm(firm);
};

export type StaffForm = {
  idTypeUtilisateur: 'AVOCAT' | 'ASSISTANT';
  idRolUtilisateur: 'ADMIN' | 'USER';
  nom: string;
  prenom: string;
  email: string;
  phone: string;
  actif: boolean;
};
export const staffForm = (over: Partial<StaffForm> = {}): StaffForm => ({
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'USER',
  nom: 'Idrissi',
  prenom: 'Salma',
  email: uniqueEmail('staff'),
  phone: '0612345678',
  actif: true,
  ...over,
});

/** The admin's form for their own record (to try demoting or deactivating them). */
export const adminForm = (firm: Firm, over: Partial<StaffForm> = {}) =>
  staffForm({ nom: 'Benali', prenom: 'Youssef', email: firm.adminEmail, idRolUtilisateur: 'ADMIN', ...over });

/** An admin adds a staff member, who sets a password through the invitation email and signs in. */
export const newStaff = async (firm: Firm, over: Partial<StaffForm> = {}, password = 'Staff@2026') => {
  const form = staffForm(over);
  const before = (await emailsTo(form.email)).length;
  const created = await call('users.create', { token: firm.admin, body: form });
  if (created.status !== 201) throw new Error(`create user: ${created.status} ${JSON.stringify(created.body)}`);
  const { token: invitation } = await nextLink(form.email, before, 'first-connection');
  const set = await call('account.setFirstPassword', { body: { id: invitation, password } });
  if (set.status !== 200) throw new Error(`set-first-password: ${set.status}`);
  const session = await login(form.email, password);
  return { form, id: String(created.body.idUtilisateur), token: String(session.body.token), password };
};
