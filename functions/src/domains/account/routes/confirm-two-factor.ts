import { softwareToken } from '../../../adapters/software-token';
import { putTwoFactor } from '../../../db/two-factor';
import { BadRequestError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { personOrigin, recordActivity, twoFactorChanged } from '../../../services/activity-log';
import { fieldError } from '../../../services/field-error';
import { checkingPassword } from '../password-try';
import { newRecoveryCodes, signInForSetup } from '../two-factor';

/**
 * Turns two-factor on with a first code of the authenticator app (400 on `code` when Cognito does
 * not accept it) and answers the recovery codes, this once: only their hashes are kept. The firm's
 * activity log records it. A wrong password counts against the address (services/password-tries.ts).
 */
export const handler = defineHandler('account.confirmTwoFactor', async ({ body }, { language, sourceIp }) => {
  const { user } = await checkingPassword(body.username.toLowerCase(), { sourceIp, language }, async (attempt) => {
    const signedIn = await signInForSetup(body.username.toLowerCase(), body.password, attempt);
    if (!(await softwareToken.confirm(signedIn.tokens.accessToken, body.code))) {
      // The password was right: a first code of a new secret proves nothing wrong.
      throw new BadRequestError('validation_failed', [fieldError('code', 'two_factor_code_invalid', language)]);
    }
    return signedIn;
  });
  const { codes, hashed } = await newRecoveryCodes();
  await putTwoFactor(user.idStructure, user.idUtilisateur, hashed);
  await recordActivity(personOrigin(user, sourceIp), twoFactorChanged('enabled'));
  return { recoveryCodes: codes };
});
