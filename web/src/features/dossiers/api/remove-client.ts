import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/{id}/remove-client/{clientId}. */
export const useRemoveClient = () => useApiMutation('dossiers.removeClient');
