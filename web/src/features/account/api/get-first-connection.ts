import { useApiQuery } from '../../../lib/use-api';

/** GET api/Account/first-connection/{id}: the invited person's name; the screen reports failures. */
export const useFirstConnection = (id: string | null) =>
  useApiQuery('account.firstConnection', id ? { params: { id } } : null, {
    onError: () => undefined,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
