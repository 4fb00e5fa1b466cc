import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Account/me: one's own names, phone and preferred language. */
export const useUpdateProfile = () => useApiMutation('account.updateProfile');
