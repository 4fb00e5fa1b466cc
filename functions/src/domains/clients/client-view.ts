import type { ClientRecord } from '../../db/clients';

/** A client record as the API answers it (bookkeeping fields left out). */
export const clientView = ({ estClient: _estClient, createdAt: _createdAt, ...client }: ClientRecord) => client;
