import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

/** GET api/Users/for-structure/{structureId}: the firm's people, for an administrator's choice of calendar. */
export const useStaff = (enabled: boolean) => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', enabled && structureId ? { params: { structureId } } : null);
};
