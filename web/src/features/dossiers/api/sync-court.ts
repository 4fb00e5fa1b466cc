import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/{id}/update-from-mahakim: Sync with the court portal. */
export const useSyncCourt = () => useApiMutation('dossiers.syncCourt');
