import { useApiQuery } from '../../../lib/use-api';

/** GET api/Account/two-factor: whether two-factor sign-in is on, since when, codes left, and the firm's requirement. */
export const useTwoFactor = (enabled: boolean) => useApiQuery('account.twoFactor', enabled ? {} : null);
