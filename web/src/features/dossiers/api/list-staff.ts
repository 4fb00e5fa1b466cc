import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

/** GET api/Users/for-structure/{structureId}: the firm's staff, who may be responsible for a deadline. */
export const useStaff = () => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
};
