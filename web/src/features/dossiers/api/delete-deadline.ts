import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/Dossier/echeances/{id}: an open deadline. */
export const useDeleteDeadline = () => useApiMutation('dossiers.deleteDeadline');
