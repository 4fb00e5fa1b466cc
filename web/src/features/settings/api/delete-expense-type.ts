import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/type-depenses/{id}: deletes an unused expense type, deactivates one in use. */
export const useDeleteExpenseType = () => useApiMutation('management.deleteExpenseType');
