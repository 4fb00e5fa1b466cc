import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Client/{id}: a client's or an opposing party's details. */
export const useUpdateClient = () => useApiMutation('clients.update');
