import { useApiMutation } from '../../../lib/use-api';

/** POST api/Account/set-first-password: the invited person's first password. */
export const useSetFirstPassword = () => useApiMutation('account.setFirstPassword');
