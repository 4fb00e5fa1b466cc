import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/Dossier/notes/{id}: its author deletes a note, within 24 hours. */
export const useDeleteNote = () => useApiMutation('dossiers.deleteNote');
