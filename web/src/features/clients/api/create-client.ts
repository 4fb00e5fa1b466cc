import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Client: a client of the firm, without a dossier. */
export const useCreateClient = () => useApiMutation('clients.create');
