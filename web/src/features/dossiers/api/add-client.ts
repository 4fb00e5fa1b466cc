import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/{id}/add-client. */
export const useAddClient = () => useApiMutation('dossiers.addClient');
