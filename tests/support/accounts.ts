import { randomBytes } from 'node:crypto';
import { api } from './api';
import { linkIn, waitForEmail } from './mailbox';
import { REFRESH_COOKIE } from '@mizan/shared/refresh-guard';

/** A fresh address no other test uses. */
export const uniqueEmail = (label = 'avocat'): string =>
  `${label}.${Date.now().toString(36)}${randomBytes(4).toString('hex')}@test.mizan.ma`;

export const TEST_PASSWORD = 'Test@2026ok';

export type RegisterBody = {
  userName: string;
  userFirstName: string;
  structure: string;
  email: string;
  phone: string;
  password: string;
};

/** A valid registration form (a new firm), with a unique email unless overridden. */
export const registrationBody = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  userName: 'Alaoui',
  userFirstName: 'Salma',
  structure: 'Cabinet Alaoui',
  email: uniqueEmail(),
  phone: '+212 6 61 23 45 67',
  password: TEST_PASSWORD,
  ...overrides,
});

export type Session = {
  token: string;
  /** From the answer's refresh cookie (the JSON body does not carry it). */
  refreshToken: string;
  expiresIn: number;
  roles: string[];
  id: string;
  name: string;
  email: string;
  type: string;
  idStructure: string;
  language?: string;
};

export type TestFirm = { email: string; password: string; userId: string; structureId: string; session: Session; token: string };

/** The refresh cookie an answer sets (login, refresh, change-password), name and value only. */
export { REFRESH_COOKIE };

/** The value of the refresh cookie an answer sets; undefined when it sets none. */
export const refreshCookieOf = (headers: Headers): string | undefined =>
  headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${REFRESH_COOKIE}=([^;]*)`).exec(cookie)?.[1])
    .find((value) => value !== undefined);

/** Renews a session as the app does: the refresh cookie and the header the route requires. */
export const refreshWith = <T = unknown>(refreshToken: string, headers: Record<string, string> = {}) =>
  api<T>('account.refresh', { headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, 'x-requested-with': 'mizan', ...headers } });

/** Signs in through the API; throws unless it answers 200. */
export const signIn = async (email: string, password: string): Promise<Session> => {
  const result = await api<Omit<Session, 'refreshToken'>>('account.login', { body: { username: email, password } });
  if (result.status !== 200) throw new Error(`login of ${email} answered ${result.status}: ${JSON.stringify(result.body)}`);
  const refreshToken = refreshCookieOf(result.headers);
  if (!refreshToken) throw new Error(`login of ${email} set no refresh cookie`);
  return { ...result.body, refreshToken };
};

/**
 * Verifies a registration's address through the link emailed to it after `since` (ms epoch), as
 * the person would.
 */
export const verifyRegistration = async (email: string, since: number): Promise<void> => {
  const mail = await waitForEmail(email, { since, match: (sent) => linkIn(sent, 'verify-email') !== undefined });
  const token = new URL(linkIn(mail, 'verify-email') ?? '').searchParams.get('token') ?? '';
  const verified = await api('account.verifyEmail', { body: { token } });
  if (verified.status !== 200) throw new Error(`verify-email of ${email} answered ${verified.status}: ${JSON.stringify(verified.body)}`);
};

/**
 * Registers a new firm (its first user is an ADMIN), verifies its address through the mailbox and
 * signs in as that user. The account's language is the request's (`Accept-Language`; the API's
 * fallback when not given).
 */
export const registerFirm = async (overrides: Partial<RegisterBody> = {}, language?: string): Promise<TestFirm> => {
  const body = registrationBody(overrides);
  const headers = language ? { 'accept-language': language } : undefined;
  const since = Date.now();
  const result = await api<{ email: string }>('account.register', { body, headers });
  if (result.status !== 202) throw new Error(`register answered ${result.status}: ${JSON.stringify(result.body)}`);
  await verifyRegistration(body.email, since);
  const session = await signIn(body.email, body.password);
  return {
    email: body.email,
    password: body.password,
    userId: session.id,
    structureId: session.idStructure,
    session,
    token: session.token,
  };
};

/**
 * An invited person (staff or client) accepts: the first-connection link of the invitation sent to
 * them after `since` (ms epoch) sets their first password, then they sign in.
 */
export const acceptInvitation = async (email: string, password: string, since: number): Promise<Session> => {
  const mail = await waitForEmail(email, { since, match: (sent) => linkIn(sent, 'first-connection') !== undefined });
  const id = new URL(linkIn(mail, 'first-connection') ?? '').searchParams.get('id') ?? '';
  const set = await api('account.setFirstPassword', { body: { id, password } });
  if (set.status !== 200) throw new Error(`set-first-password of ${email} answered ${set.status}: ${JSON.stringify(set.body)}`);
  return signIn(email, password);
};

/** A lawyer (USER) the firm's admin invites, signed in: their token and id. */
export const invitedLawyer = async (firm: Pick<TestFirm, 'token'>, prenom: string) => {
  const email = uniqueEmail(prenom.toLowerCase());
  const since = Date.now();
  const body = { idTypeUtilisateur: 'AVOCAT', idRolUtilisateur: 'USER', nom: 'Tazi', prenom, email, phone: '0612345678' };
  const created = await api('users.create', { token: firm.token, body });
  if (created.status !== 201) throw new Error(`users.create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const session = await acceptInvitation(email, TEST_PASSWORD, since);
  return { token: session.token, userId: session.id };
};
