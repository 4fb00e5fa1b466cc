import { softwareToken } from '../../../adapters/software-token';
import { defineHandler } from '../../../runtime/define-handler';
import { otpauthUri, signInForSetup } from '../two-factor';

/**
 * Begins two-factor setup with the person's password: a new secret from Cognito, answered as text
 * and as the `otpauth://` address the screen shows as a QR code. Nothing is on until confirmed.
 */
export const handler = defineHandler('account.setupTwoFactor', async ({ body }) => {
  const email = body.username.toLowerCase();
  const { tokens } = await signInForSetup(email, body.password);
  const secret = await softwareToken.associate(tokens.accessToken);
  return { secret, otpauthUri: otpauthUri(email, secret) };
});
