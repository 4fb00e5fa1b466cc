import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { ROLES, USER_TYPES, type Role, type UserType } from '@mizan/shared/roles';
import { config } from './config';

/** Who is calling, as a verified ID token tells it (services/caller.ts completes it from their record). */
export type VerifiedToken = {
  userId: string;
  structureId: string;
  email: string;
  roles: Role[];
  userType: UserType;
  /** When the session began (`auth_time`, epoch seconds; a refreshed token keeps its sign-in's). */
  authTime?: number;
};

/** Fetches JWKS over plain fetch, so the local issuer's http:// address works as well as https://. */
const fetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS fetch failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

type Verifier = { verify(token: string): Promise<Record<string, unknown>> };
let verifier: Verifier | undefined;
const getVerifier = (): Verifier =>
  (verifier ??= JwtVerifier.create(
    {
      issuer: config.jwtIssuer,
      audience: config.userPoolClientId,
      jwksUri: `${config.jwtIssuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  ) as unknown as Verifier);

/** Verifies a bearer ID token (signature, issuer, audience, expiry) and reads who is calling. */
export const verifyToken = async (token: string): Promise<VerifiedToken | undefined> => {
  let claims: Record<string, unknown>;
  try {
    claims = await getVerifier().verify(token);
  } catch {
    return undefined;
  }
  const roles = (Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'] : []).filter((g): g is Role =>
    (ROLES as readonly string[]).includes(g as string),
  );
  const userId = claims['custom:userId'];
  const structureId = claims['custom:structureId'];
  const userType = claims['custom:userType'];
  if (typeof userId !== 'string' || !userId || typeof structureId !== 'string' || !structureId) return undefined;
  if (!(USER_TYPES as readonly unknown[]).includes(userType)) return undefined;
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : undefined;
  return { userId, structureId, email: String(claims.email ?? ''), roles, userType: userType as UserType, authTime };
};
