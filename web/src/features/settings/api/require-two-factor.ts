import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Account/two-factor: the firm's requirement is its `required`. */
export const useTwoFactorRequirement = () => useApiQuery('account.twoFactor', {});

/** PUT api/Account/two-factor/firm: require two-factor sign-in of the firm's staff, or stop. */
export const useRequireTwoFactor = () => useApiMutation('account.requireTwoFactor');
