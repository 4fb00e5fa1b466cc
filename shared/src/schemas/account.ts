import * as z from 'zod';
import { ROLES, USER_TYPES } from '../roles';
import { email, firmName, password, personName, phone } from '../validation';

export const registerBody = z.object({
  userName: personName(3, 100),
  userFirstName: personName(3, 50),
  structure: firmName(),
  email: email(),
  phone: phone(),
  password: password(),
});
export const registerResponse = z.object({ id: z.string(), idStructure: z.string(), email: z.string() });

export const loginBody = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'too_long' })
    .meta({ from: 'caller.email' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' }).meta({ from: 'caller.password' }),
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
