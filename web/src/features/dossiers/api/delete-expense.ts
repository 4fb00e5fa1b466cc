import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/Dossier/depenses/{id}: its author or an administrator deletes an expense. */
export const useDeleteExpense = () => useApiMutation('dossiers.deleteExpense');
