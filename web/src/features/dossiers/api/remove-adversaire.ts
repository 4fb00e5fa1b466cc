import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/{id}/remove-adversaire/{clientId}. */
export const useRemoveAdversaire = () => useApiMutation('dossiers.removeAdversaire');
