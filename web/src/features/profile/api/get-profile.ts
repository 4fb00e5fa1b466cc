import type { ApiResponse } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

export type Profile = ApiResponse<'account.me'>;

/** GET api/Account/me: the signed-in person's own record; the page reports a failure itself. */
export const useProfile = () => useApiQuery('account.me', {}, { onError: () => undefined });
