import { useApiQuery } from '../../../lib/use-api';

/** GET api/Client/{id}/dossier-for/{userId}: the client's dossiers, as the current user sees them. */
export const useDossiersForClient = (id: string | null, userId: string | null) =>
  useApiQuery('clients.dossiersFor', id && userId ? { params: { id, userId } } : null);
