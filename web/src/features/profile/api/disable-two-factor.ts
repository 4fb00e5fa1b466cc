import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Account/two-factor/disable: turns two-factor sign-in off with the password and a code. */
export const useDisableTwoFactor = () => useApiMutation('account.disableTwoFactor');
