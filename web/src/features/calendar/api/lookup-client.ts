import { callApi } from '../../../lib/api-client';

/** GET api/Client/{identifier}: the firm's client with this CIN or RC (the new appointment's client). */
export const lookupClient = (identifier: string) => callApi('clients.get', { params: { id: identifier } });
