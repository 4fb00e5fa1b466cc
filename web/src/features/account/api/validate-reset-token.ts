import { useApiQuery } from '../../../lib/use-api';

/** GET api/account/validate-token: the email of a valid reset token; the screen reports failures. */
export const useValidateResetToken = (token: string | null) =>
  useApiQuery('account.validateToken', token ? { query: { token } } : null, {
    onError: () => undefined,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
