import { STAFF } from '@mizan/shared/roles';
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { getEmailEntry } from '../../db/email-registry';
import { identity, type Tokens } from '../../adapters/identity';
import { softwareToken } from '../../adapters/software-token';
import { getTwoFactor, spendRecoveryCode, type HashedCode } from '../../db/two-factor';
import { getUser, type User } from '../../db/users';
import { AppError, BadRequestError, ConflictError, UnauthorizedError } from '../../errors';
import type { PasswordTry } from './password-try';
import { claimsOf } from './session';

/*
 * Two-factor sign-in (TOTP) for staff, on Cognito's software-token MFA: Cognito keeps the secret
 * and checks every code; our table keeps whether it is on, the recovery codes (hashed) and the
 * firm's requirement (db/two-factor.ts). Setting it up and turning it off take the password (and
 * the code once it is on): they need an access token, which only a sign-in gives, and they prove
 * the person is there.
 */

export const ISSUER = 'Mizan';
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const codeRequired = () => new AppError(401, 'two_factor_required', 'two_factor_code_required');
const codeInvalid = () => new UnauthorizedError('two_factor_code_invalid');

/** The address an authenticator app reads from the QR code (Google's Key Uri Format). */
export const otpauthUri = (email: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${ISSUER}:${email}`)}?secret=${secret}&issuer=${ISSUER}&algorithm=SHA1&digits=6&period=30`;

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** New recovery codes (shown once) and their salted scrypt hashes (stored), each under an id. */
export const newRecoveryCodes = async (): Promise<{ codes: string[]; hashed: Record<string, HashedCode> }> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const hashed: Record<string, HashedCode> = {};
  for (const [index, code] of codes.entries()) {
    const salt = randomBytes(16);
    hashed[`c${index}`] = { salt: salt.toString('base64'), hash: (await scryptAsync(normalise(code), salt, 32)).toString('base64') };
  }
  return { codes, hashed };
};

/** The id of the stored recovery code this one matches, if any (every stored one is checked). */
const matchingCode = async (codes: Record<string, HashedCode>, code: string): Promise<string | undefined> => {
  let found: string | undefined;
  for (const [id, stored] of Object.entries(codes)) {
    const hash = await scryptAsync(normalise(code), Buffer.from(stored.salt, 'base64'), 32);
    if (timingSafeEqual(hash, Buffer.from(stored.hash, 'base64'))) found = id;
  }
  return found;
};

/** The person an ID token Cognito just gave us names, if they may sign in (active, verified, not removed). */
export const personOf = async (tokens: Tokens): Promise<User> => {
  const claims = claimsOf(tokens.idToken);
  const user = await getUser(String(claims['custom:structureId'] ?? ''), String(claims['custom:userId'] ?? ''));
  if (!user || user.deletedAt || !user.actif || user.emailUnverified) throw new UnauthorizedError();
  return user;
};

export const isStaff = (user: User) => STAFF.includes(user.idRolUtilisateur);

/**
 * A sign-in whose password was right and whose code is asked: the code of the authenticator app,
 * or else one recovery code, spent. Cognito signs in only with a code, so a recovery code turns the
 * person's software token off for the one sign-in it makes and on again at once (the same secret).
 */
const signInWithRecoveryCode = async (email: string, password: string, recoveryCode: string): Promise<Tokens> => {
  const entry = await getEmailEntry(email);
  const twoFactor = entry && (await getTwoFactor(entry.structureId, entry.userId));
  const id = twoFactor && (await matchingCode(twoFactor.codes, recoveryCode));
  if (!entry || !id || !(await spendRecoveryCode(entry.structureId, entry.userId, id)))
    throw new UnauthorizedError('recovery_code_invalid');
  await softwareToken.setByAdmin(email, false);
  try {
    const step = await identity.signIn(email, password);
    if (!step || 'challengeSession' in step) throw new UnauthorizedError('credentials_invalid');
    return step;
  } finally {
    await softwareToken.setByAdmin(email, true);
  }
};

export type SecondFactor = { code?: string; recoveryCode?: string };

/** A sign-in's tokens, and whether a recovery code opened it (the activity log records that). */
export type SignedIn = Tokens & { recoveryCodeUsed?: true };

/**
 * Password sign-in, with the second factor when the person has one: 401 two_factor_required
 * (nothing else said) until a code or a recovery code comes with the password.
 */
export const signInWithSecondFactor = async (email: string, password: string, second: SecondFactor): Promise<SignedIn | undefined> => {
  const step = await identity.signIn(email, password);
  if (!step || !('challengeSession' in step)) return step;
  if (second.code) {
    const tokens = await softwareToken.answer(email, step.challengeSession, second.code);
    if (!tokens) throw codeInvalid();
    return tokens;
  }
  if (second.recoveryCode) return { ...(await signInWithRecoveryCode(email, password, second.recoveryCode)), recoveryCodeUsed: true };
  throw codeRequired();
};

/**
 * The person of a sign-in whose password was right, if they may sign in; else a failure of the
 * try (`disabled`), answered like a wrong password.
 */
export const personOfTry = (tokens: Tokens, attempt: PasswordTry): Promise<User> =>
  personOf(tokens).catch(async (error: unknown) => {
    throw error instanceof UnauthorizedError ? await attempt.fail('disabled', new UnauthorizedError('credentials_invalid')) : error;
  });

/**
 * Signs in with the password only, to set two-factor up: the access token of a staff member whose
 * software token is off. 401 for wrong credentials (a failure of the try), 409 when it is already
 * on, 400 for a client (the sign-in route is public: its refusals say what is wrong with the
 * request, not who may call it).
 */
export const signInForSetup = async (
  email: string,
  password: string,
  attempt: PasswordTry,
): Promise<{ tokens: Tokens & { accessToken: string }; user: User }> => {
  const step = await identity.signIn(email, password);
  if (!step) throw await attempt.fail('two_factor_settings', new UnauthorizedError('credentials_invalid'));
  if ('challengeSession' in step) throw new ConflictError('two_factor_already_on', null);
  const user = await personOfTry(step, attempt);
  if (!isStaff(user)) throw new BadRequestError('two_factor_staff_only');
  if (!step.accessToken) throw new Error('Cognito answered no access token');
  return { tokens: { ...step, accessToken: step.accessToken }, user };
};
