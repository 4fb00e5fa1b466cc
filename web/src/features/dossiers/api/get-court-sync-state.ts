import type { ApiResponse } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

/**
 * GET api/Dossier/{id}/court-sync: the last successful sync, and the last attempt's failure. The
 * dossier's detail carries the state it read (`known`): shown at once, read again only when a sync
 * changes it.
 */
export const useCourtSyncState = (dossierId: string | null, known?: ApiResponse<'dossiers.courtSyncState'>) =>
  useApiQuery(
    'dossiers.courtSyncState',
    dossierId ? { params: { id: dossierId } } : null,
    known ? { fallbackData: known, revalidateOnMount: false } : undefined,
  );
