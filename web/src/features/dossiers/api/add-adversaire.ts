import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/{id}/add-adversaire. */
export const useAddAdversaire = () => useApiMutation('dossiers.addAdversaire');
