import type { ApiResponse } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

/** The dossier as its client reads it (other persons by name only). */
export type ClientDossier = ApiResponse<'dossiers.get'>;

/** GET api/Dossier/{id}, for the client's dossier screen. */
export const useClientDossier = (id: string | null) => useApiQuery('dossiers.get', id ? { params: { id } } : null);
