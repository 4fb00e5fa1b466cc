import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Account/two-factor/setup: a new secret and its otpauth address, with the password. */
export const useSetupTwoFactor = () => useApiMutation('account.setupTwoFactor');
