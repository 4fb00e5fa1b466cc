import { callApi } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Client/{id}: the client's fields. */
export const useClient = (id: string | null) => useApiQuery('clients.get', id ? { params: { id } } : null);

/** GET api/Client/{id}, once: the whole record of a search result, to edit it. */
export const readClient = (id: string) => callApi('clients.get', { params: { id } });
