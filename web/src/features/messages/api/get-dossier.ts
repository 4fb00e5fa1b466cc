import { useApiQuery } from '../../../lib/use-api';

/** GET api/Dossier/{id}: the thread's header names its dossier. */
export const useThreadDossier = (id: string | null) => useApiQuery('dossiers.get', id ? { params: { id } } : null);
