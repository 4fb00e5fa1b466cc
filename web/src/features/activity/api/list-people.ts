import { useApiQuery } from '../../../lib/use-api';

/** GET api/Users/for-structure/{structureId}: the firm's staff, the person filter's choices. */
export const usePeople = (structureId: string | undefined) =>
  useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
