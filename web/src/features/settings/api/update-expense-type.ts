import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/type-depenses/{id}: relabel, translate or (de)activate an expense type. */
export const useUpdateExpenseType = () => useApiMutation('management.updateExpenseType');
