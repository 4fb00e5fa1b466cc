import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Dossier/depenses/{id}: its author or an administrator edits an expense, at the version read. */
export const useUpdateExpense = () => useApiMutation('dossiers.updateExpense');
