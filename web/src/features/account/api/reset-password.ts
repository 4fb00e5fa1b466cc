import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/account/reset: sets a new password with a reset token. */
export const useResetPassword = () => useApiMutation('account.resetPassword');
