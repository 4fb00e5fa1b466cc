import type { ApiResponse } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

export type UserItem = ApiResponse<'users.listForStructure'>[number];

/** GET api/Users/for-structure/{structureId}: the firm's staff (the caller's own firm); the page reports a failure itself. */
export const useUsers = (structureId: string | undefined) =>
  useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null, { onError: () => undefined });
