import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Account/change-password: the current password, then the new one (password policy). */
export const useChangePassword = () => useApiMutation('account.changePassword');
