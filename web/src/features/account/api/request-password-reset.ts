import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/account/request-password-reset: emails a reset link if the account exists. */
export const useRequestPasswordReset = () => useApiMutation('account.requestPasswordReset');
