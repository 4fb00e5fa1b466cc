import { randomBytes } from 'node:crypto';
import type { Role, UserType } from '@mizan/shared/roles';
import { config } from './config';
import { loadOnce } from './load-once';

/**
 * The SDK's Cognito client and commands, loaded on the first call (cognito-client.ts), not with a
 * function's entry (the registrations job's sweep usually removes no one). A file that could not
 * be read is tried again on the next call (load-once.ts; not a module that failed while running,
 * which Node keeps failed).
 */
export const loadCognito = loadOnce(() => import('./cognito-client'));

export type Tokens = { idToken: string; refreshToken?: string; expiresIn: number; accessToken?: string };
/** The password was right and the person signs in with a second factor: the code answers this session (software-token.ts). */
export type CodeChallenge = { challengeSession: string };
export type NewIdentity = {
  email: string;
  userId: string;
  structureId: string;
  userType: UserType;
  role: Role;
  /** Omitted for invited people: they choose theirs on first connection. */
  password?: string;
};

/** A throwaway password that satisfies any policy; never shown to anyone. */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

/**
 * Credentials and groups live in Cognito; everything else about a person lives in our table.
 * The email is the Cognito username.
 */
export const identity = {
  async create(person: NewIdentity): Promise<void> {
    const { client, AdminAddUserToGroupCommand, AdminCreateUserCommand } = await loadCognito();
    const UserPoolId = config.userPoolId;
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: person.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: unusablePassword(),
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:structureId', Value: person.structureId },
          { Name: 'custom:userId', Value: person.userId },
          { Name: 'custom:userType', Value: person.userType },
        ],
      }),
    );
    try {
      await identity.setPassword(person.email, person.password ?? unusablePassword());
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: person.email, GroupName: person.role }));
    } catch (error) {
      throw new IdentityLeftBehindError(error);
    }
  },

  async setPassword(email: string, password: string): Promise<void> {
    const { client, AdminSetUserPasswordCommand } = await loadCognito();
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: password, Permanent: true }),
    );
  },

  async moveToGroup(email: string, from: Role, to: Role): Promise<void> {
    if (from === to) return;
    const { client, AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } = await loadCognito();
    const UserPoolId = config.userPoolId;
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: to }));
    await client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: email, GroupName: from }));
  },

  async updateAttributes(email: string, attributes: Record<string, string>): Promise<void> {
    const { client, AdminUpdateUserAttributesCommand } = await loadCognito();
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
  },

  async setEnabled(email: string, enabled: boolean): Promise<void> {
    const { client, AdminDisableUserCommand, AdminEnableUserCommand } = await loadCognito();
    const input = { UserPoolId: config.userPoolId, Username: email };
    await client.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
  },

  /** Revokes every refresh token of the person (their sessions end when their ID tokens are next checked). */
  async signOutEverywhere(email: string): Promise<void> {
    const { client, AdminUserGlobalSignOutCommand } = await loadCognito();
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }));
  },

  async remove(email: string): Promise<void> {
    const { client, AdminDeleteUserCommand } = await loadCognito();
    await client.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  },

  /** Password sign-in; undefined when the credentials are wrong, a challenge when a code is asked next. */
  async signIn(email: string, password: string): Promise<Tokens | CodeChallenge | undefined> {
    const { client, InitiateAuthCommand } = await loadCognito();
    try {
      const {
        AuthenticationResult: r,
        ChallengeName,
        Session,
      } = await client.send(
        new InitiateAuthCommand({
          ClientId: config.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      if (ChallengeName === 'SOFTWARE_TOKEN_MFA' && Session) return { challengeSession: Session };
      return tokensOf(r);
    } catch (error) {
      if (isCredentialError(error)) return undefined;
      throw error;
    }
  },

  /** Renews the ID token (and the refresh token, where the app client rotates them); undefined when the refresh token is no longer valid. */
  async refresh(refreshToken: string): Promise<Tokens | undefined> {
    const { client, InitiateAuthCommand } = await loadCognito();
    try {
      const { AuthenticationResult: r } = await client.send(
        new InitiateAuthCommand({
          ClientId: config.userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      return r?.IdToken ? { idToken: r.IdToken, refreshToken: r.RefreshToken, expiresIn: r.ExpiresIn ?? 3600 } : undefined;
    } catch (error) {
      if (isCredentialError(error)) return undefined;
      throw error;
    }
  },
};

/** Cognito's authentication result as our tokens; undefined without an ID token. */
export const tokensOf = (
  r: { IdToken?: string; RefreshToken?: string; AccessToken?: string; ExpiresIn?: number } | undefined,
): Tokens | undefined =>
  r?.IdToken ? { idToken: r.IdToken, refreshToken: r.RefreshToken, accessToken: r.AccessToken, expiresIn: r.ExpiresIn ?? 3600 } : undefined;

/** Wrong credentials; cognito-local answers a wrong password with InvalidPasswordException where Cognito says NotAuthorized. */
const CREDENTIAL_ERRORS = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'InvalidParameterException',
  'InvalidPasswordException',
];
export const isCredentialError = (error: unknown) => CREDENTIAL_ERRORS.includes((error as { name?: string })?.name ?? '');

/** `identity.create` failed after the user was created: the identity-provider user exists and must be removed. */
export class IdentityLeftBehindError extends Error {
  constructor(override readonly cause: unknown) {
    super('identity user created, then a later step failed');
    this.name = 'IdentityLeftBehindError';
  }
}

export const isUsernameTaken = (error: unknown) => (error as { name?: string })?.name === 'UsernameExistsException';
