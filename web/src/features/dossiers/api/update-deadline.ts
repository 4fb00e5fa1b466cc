import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Dossier/echeances/{id}: corrects an open deadline. */
export const useUpdateDeadline = () => useApiMutation('dossiers.updateDeadline');
