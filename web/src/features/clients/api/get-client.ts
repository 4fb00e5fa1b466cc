import { useApiQuery } from '../../../lib/use-api';

/** GET api/Client/{id}: the client's fields. */
export const useClient = (id: string | null) => useApiQuery('clients.get', id ? { params: { id } } : null);
