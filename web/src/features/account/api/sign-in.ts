import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Account/login: the session of the person whose credentials these are. */
export const useSignIn = () => useApiMutation('account.login');
