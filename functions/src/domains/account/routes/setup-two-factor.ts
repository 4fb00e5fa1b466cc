import { softwareToken } from '../../../adapters/software-token';
import { defineHandler } from '../../../runtime/define-handler';
import { checkingPassword } from '../password-try';
import { otpauthUri, signInForSetup } from '../two-factor';

/**
 * Begins two-factor setup with the person's password: a new secret from Cognito, answered as text
 * and as the `otpauth://` address the screen shows as a QR code. Nothing is on until confirmed.
 * A wrong password counts against the address (services/password-tries.ts).
 */
export const handler = defineHandler('account.setupTwoFactor', async ({ body }, { sourceIp, language }) => {
  const email = body.username.toLowerCase();
  return checkingPassword(email, { sourceIp, language }, async (attempt) => {
    const { tokens } = await signInForSetup(email, body.password, attempt);
    const secret = await softwareToken.associate(tokens.accessToken);
    return { secret, otpauthUri: otpauthUri(email, secret) };
  });
});
