import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/account/verify-email: verifies a new firm's address with the token of its email link. */
export const useVerifyEmail = () => useApiMutation('account.verifyEmail');
