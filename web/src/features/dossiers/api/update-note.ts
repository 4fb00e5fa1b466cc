import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Dossier/notes/{id}: its author edits a note, within 24 hours. */
export const useUpdateNote = () => useApiMutation('dossiers.updateNote');
