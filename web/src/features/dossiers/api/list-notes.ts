import { useApiPages } from '../../../lib/use-api';

/** GET api/Dossier/{id}/notes: the notes, newest first, 10 a page. */
export const useDossierNotes = (dossierId: string) => useApiPages('dossiers.notes', { params: { id: dossierId }, query: { limit: 10 } });
