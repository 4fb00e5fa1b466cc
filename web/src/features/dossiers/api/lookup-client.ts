import { callApi } from '../../../lib/api-client';

/** GET api/Client/{identifier}: the firm's client with this CIN or RC (spec 2.9's search icon). */
export const lookupClient = (identifier: string) => callApi('clients.get', { params: { id: identifier } });
