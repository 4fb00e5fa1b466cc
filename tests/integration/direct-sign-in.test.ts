import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { refreshWith, registrationBody } from '../support/accounts';
import { api } from '../support/api';
import { dossierBody } from './dossiers-support';
import { call, newFirm, newStaff, staffForm } from './identity-helpers';

/**
 * The identity provider's app client answers a password sign-in to anyone who asks it directly,
 * without the API's sign-in route. Every rule of sign-in must hold for the tokens it gives all the
 * same: the API checks them on each request and each renewal (services/sign-in-rules.ts).
 */
const cognito = (() => {
  const env = inject('env');
  return new CognitoIdentityProviderClient({
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
})();
afterAll(() => cognito.destroy());

/** Tokens straight from the local identity emulator, as an attacker with the password would get them. */
const directSignIn = async (email: string, password: string) => {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: inject('env').USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = AuthenticationResult?.IdToken;
  const refreshToken = AuthenticationResult?.RefreshToken;
  if (!idToken || !refreshToken) throw new Error('the emulator gave no tokens');
  return { idToken, refreshToken };
};

/** Resolves once the current whole second is over: tokens tell their sign-in time in whole seconds. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 50));

describe('a token obtained from the identity provider directly', () => {
  it('gives an unverified registration no session: no profile, no invitation, no dossier, no renewal', async () => {
    const body = registrationBody();
    expect((await api('account.register', { body })).status).toBe(202);
    const { idToken, refreshToken } = await directSignIn(body.email, body.password);

    expect((await call('account.me', { token: idToken })).status).toBe(401);
    expect((await call('users.create', { token: idToken, body: staffForm() })).status).toBe(401);
    expect((await call('dossiers.create', { token: idToken, body: dossierBody() })).status).toBe(401);
    expect((await refreshWith(refreshToken)).status).toBe(401);
  });

  it('gives a staff member without two-factor no session once the firm requires it, and lets earlier sessions run on', async () => {
    const firm = await newFirm();
    const lawyer = await newStaff(firm);
    await nextSecond();
    expect((await call('account.requireTwoFactor', { token: firm.admin, body: { required: true } })).status).toBe(200);
    await nextSecond();

    const direct = await directSignIn(lawyer.form.email, lawyer.password);
    expect((await call('account.me', { token: direct.idToken })).status).toBe(401);
    expect((await call('dossiers.create', { token: direct.idToken, body: dossierBody() })).status).toBe(401);
    const renewed = await refreshWith(direct.refreshToken);
    expect(renewed.status).toBe(403);
    expect(renewed.body).toMatchObject({ error: 'two_factor_setup_required' });

    // The sign-in route says the same, and sessions begun before the requirement are not cut.
    expect((await call('account.login', { body: { username: lawyer.form.email, password: lawyer.password } })).status).toBe(403);
    expect((await call('account.me', { token: lawyer.token })).status).toBe(200);
  });

  it('gives a deactivated account no session', async () => {
    const firm = await newFirm();
    const lawyer = await newStaff(firm);
    const off = await call('users.update', {
      token: firm.admin,
      params: { idUtilisateur: lawyer.id },
      body: { ...lawyer.form, actif: false },
    });
    expect(off.status).toBe(200);
    // The emulator still signs the disabled identity in; the API refuses its token.
    const direct = await directSignIn(lawyer.form.email, lawyer.password);
    expect((await call('account.me', { token: direct.idToken })).status).toBe(401);
    expect((await call('account.me', { token: lawyer.token })).status).toBe(401);
  });
});
