import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/AddDepense: an expense, its amount in dirhams. */
export const useAddExpense = () => useApiMutation('dossiers.addExpense');
