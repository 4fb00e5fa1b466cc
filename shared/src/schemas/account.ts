import * as z from 'zod';
import { ROLES, USER_TYPES } from '../roles.ts';
import { email, firmName, password, personName, phone } from '../validation.ts';

export const registerBody = z.object({
  userName: personName(3, 100),
  userFirstName: personName(3, 50),
  structure: firmName(),
  email: email(),
  phone: phone(),
  password: password(),
});
/** The same whether or not the address was free (no account enumeration). */
export const registerResponse = z.object({ email: z.string() });

export const loginBody = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'too_long' })
    .meta({ from: 'caller.email' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' }).meta({ from: 'caller.password' }),
  /** Two-factor sign-in: the authenticator app's code, or else one recovery code. */
  code: z
    .string()
    .regex(/^\d{6}$/, { error: 'two_factor_code_format' })
    .optional(),
  recoveryCode: z.string().trim().min(1, { error: 'required' }).max(40, { error: 'too_long' }).optional(),
});
/** The session's ID token and who it is; the refresh token travels only in its cookie (functions/src/domains/account/refresh-cookie.ts). */
export const sessionResponse = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  idStructure: z.string(),
  language: z.string().optional(),
});

export const requestPasswordResetBody = z.object({ email: email() });
export const neutralResponse = z.object({ ok: z.literal(true) });

const token = () => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'too_long' });
export const validateTokenQuery = z.object({ token: token() });
export const validateTokenResponse = z.object({ email: z.string() });
export const resetPasswordBody = z.object({ token: token(), newPassword: password() });

export const firstConnectionParams = z.object({ id: token() });
export const firstConnectionResponse = z.object({ nom: z.string(), prenom: z.string().optional() });
export const setFirstPasswordBody = z.object({ id: token(), password: password() });

export const profileResponse = z.object({
  id: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  type: z.enum(USER_TYPES),
  roles: z.array(z.enum(ROLES)),
  idStructure: z.string(),
  structure: z.string(),
  language: z.string().optional(),
});
export const updateProfileBody = z.object({
  nom: personName(3, 100),
  prenom: personName(3, 50),
  phone: phone(),
  language: z.enum(['fr', 'ar', 'en']).optional(),
});
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(256, { error: 'too_long' })
    .meta({ from: 'caller.password' }),
  newPassword: password(),
});

// Registration's email verification
export const verifyEmailBody = z.object({ token: token() });

// Two-factor sign-in (TOTP): setting up and turning off take the password (and the code once on)
const twoFactorCode = () =>
  z
    .string({ error: 'required' })
    .regex(/^\d{6}$/, { error: 'two_factor_code_format' })
    .meta({ examples: ['123456'] });
const credentials = { username: loginBody.shape.username, password: loginBody.shape.password };
export const setupTwoFactorBody = z.object(credentials);
export const setupTwoFactorResponse = z.object({ secret: z.string(), otpauthUri: z.string() });
export const confirmTwoFactorBody = z.object({ ...credentials, code: twoFactorCode() });
export const confirmTwoFactorResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const disableTwoFactorBody = z.object({ ...credentials, code: twoFactorCode() });
export const twoFactorResponse = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().optional(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export const requireTwoFactorBody = z.object({ required: z.boolean({ error: 'required' }) });
export const requireTwoFactorResponse = z.object({ required: z.boolean() });
