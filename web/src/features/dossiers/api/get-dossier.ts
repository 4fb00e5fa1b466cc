import { useApiQuery } from '../../../lib/use-api';

/** GET api/Dossier/{id}: the dossier with its parties and history. */
export const useDossier = (id: string | null) => useApiQuery('dossiers.get', id ? { params: { id } } : null);
