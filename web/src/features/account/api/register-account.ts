import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/account/register: creates a firm and its first user, an administrator. */
export const useRegisterAccount = () => useApiMutation('account.register');
