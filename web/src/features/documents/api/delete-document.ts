import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/documents/{id} (staff). */
export const useDeleteDocument = () => useApiMutation('documents.delete');
