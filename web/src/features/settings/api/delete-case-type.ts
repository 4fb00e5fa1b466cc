import { useApiMutation } from '../../../lib/use-api';

/** DELETE api/type-dossiers/{id}: deletes an unused case type, deactivates one in use. */
export const useDeleteCaseType = () => useApiMutation('management.deleteCaseType');
