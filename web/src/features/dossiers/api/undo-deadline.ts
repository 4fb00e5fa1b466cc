import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/echeances/{id}/undo: its performer takes a Perform back, within 24 hours. */
export const useUndoDeadline = () => useApiMutation('dossiers.undoDeadline');
