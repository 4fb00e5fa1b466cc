import { config } from './config';
import { isCredentialError, loadCognito, tokensOf, type Tokens } from './identity';

/** A wrong, expired or reused code, or a sign-in session that expired (3 minutes in Cognito). */
const CODE_ERRORS = ['CodeMismatchException', 'ExpiredCodeException', 'EnableSoftwareTokenMFAException'];
const isCodeError = (error: unknown) => {
  const name = (error as { name?: string })?.name ?? '';
  return CODE_ERRORS.includes(name) || isCredentialError(error);
};

/**
 * Cognito's software-token (TOTP) MFA: the secret lives in Cognito, which checks every code. Setting
 * it up and turning it off take the person's access token (from a sign-in with their password, and
 * their code once it is on); the recovery-code sign-in uses the admin call.
 */
export const softwareToken = {
  /** Answers a sign-in's code challenge; undefined when the code (or the session) is not accepted. */
  async answer(email: string, challengeSession: string, code: string): Promise<Tokens | undefined> {
    const { client, RespondToAuthChallengeCommand } = await loadCognito();
    try {
      const { AuthenticationResult } = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: config.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challengeSession,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
      return tokensOf(AuthenticationResult);
    } catch (error) {
      if (isCodeError(error)) return undefined;
      throw error;
    }
  },

  /** A new secret for the person's authenticator app (not in use until `confirm`). */
  async associate(accessToken: string): Promise<string> {
    const { client, AssociateSoftwareTokenCommand } = await loadCognito();
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    if (!SecretCode) throw new Error('Cognito answered no secret');
    return SecretCode;
  },

  /** Checks a first code against the new secret and turns the software token on; false for a wrong code. */
  async confirm(accessToken: string, code: string): Promise<boolean> {
    const { client, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand } = await loadCognito();
    try {
      const { Status } = await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code }));
      if (Status !== 'SUCCESS') return false;
    } catch (error) {
      if (isCodeError(error)) return false;
      throw error;
    }
    await client.send(
      new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    );
    return true;
  },

  /** Turns the software token off, with an access token from a sign-in that gave a code. */
  async turnOff(accessToken: string): Promise<void> {
    const { client, SetUserMFAPreferenceCommand } = await loadCognito();
    await client.send(
      new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    );
  },

  /** Turns the (already verified) software token off or on again without the person's code: the recovery-code sign-in. */
  async setByAdmin(email: string, enabled: boolean): Promise<void> {
    const { client, AdminSetUserMFAPreferenceCommand } = await loadCognito();
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
      }),
    );
  },
};
