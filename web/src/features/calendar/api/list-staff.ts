import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

/** GET api/Users/for-structure/{structureId}: the firm's staff, for the choice of whose calendar. */
export const useStaff = () => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
};
