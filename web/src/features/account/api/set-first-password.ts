import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Account/set-first-password: the invited person's first password. */
export const useSetFirstPassword = () => useApiMutation('account.setFirstPassword');
