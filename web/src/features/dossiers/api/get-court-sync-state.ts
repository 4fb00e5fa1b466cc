import { useApiQuery } from '../../../lib/use-api';

/** GET api/Dossier/{id}/court-sync: the last successful sync, and the last attempt's failure. */
export const useCourtSyncState = (dossierId: string | null) =>
  useApiQuery('dossiers.courtSyncState', dossierId ? { params: { id: dossierId } } : null);
