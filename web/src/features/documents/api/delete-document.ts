import { useApiMutation } from '../../../lib/use-api';

/** DELETE api/documents/{id} (staff). */
export const useDeleteDocument = () => useApiMutation('documents.delete');
