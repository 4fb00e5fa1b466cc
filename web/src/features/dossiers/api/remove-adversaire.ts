import { useApiMutation } from '../../../lib/use-api';

/** POST api/Dossier/{id}/remove-adversaire/{clientId}. */
export const useRemoveAdversaire = () => useApiMutation('dossiers.removeAdversaire');
