import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/type-echeances/{id}: deletes an unused deadline type, deactivates one in use or in a chain. */
export const useDeleteDeadlineType = () => useApiMutation('management.deleteDeadlineType');
