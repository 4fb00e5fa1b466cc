import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { vi } from 'vitest';

/** Test-only signing keys, served as the issuer's JWKS through a stubbed global fetch. */
export const ISSUER = 'https://issuer.test/pool';
export const CLIENT_ID = 'test-client';

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = keyPair();
const strangerKey = keyPair();

const jwks = (publicKey: KeyObject) => ({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] });

export const serveJwks = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== `${ISSUER}/.well-known/jwks.json`) throw new Error(`unexpected fetch ${url}`);
      return new Response(JSON.stringify(jwks(signingKey.publicKey)));
    }),
  );

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export type TokenOptions = {
  groups?: string[];
  userId?: string;
  structureId?: string;
  userType?: string;
  expiresInSeconds?: number;
  audience?: string;
  tokenUse?: string;
  signedByStranger?: boolean;
  /** When the session began (`auth_time`, epoch seconds); now unless said. */
  authTime?: number;
};

/** An ID token shaped like Cognito's, signed with the test key (or a stranger's). */
export const idToken = (options: TokenOptions = {}) => {
  const now = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'RS256', kid: 'test', typ: 'JWT' });
  const payload = b64({
    iss: ISSUER,
    aud: options.audience ?? CLIENT_ID,
    token_use: options.tokenUse ?? 'id',
    sub: 'sub-1',
    email: 'someone@example.ma',
    'cognito:groups': options.groups ?? ['ADMIN'],
    'custom:userId': options.userId ?? '01J0000000000000000000USER',
    'custom:structureId': options.structureId ?? '01J0000000000000000000FIRM',
    'custom:userType': options.userType ?? 'AVOCAT',
    auth_time: options.authTime ?? now,
    iat: now,
    exp: now + (options.expiresInSeconds ?? 3600),
  });
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  const key = options.signedByStranger ? strangerKey.privateKey : signingKey.privateKey;
  return `${header}.${payload}.${signer.sign(key).toString('base64url')}`;
};
