import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/{id}/client-reference: the client's own reference for their dossier (decision 6). */
export const useSaveClientReference = () => useApiMutation('dossiers.updateClientReference');
