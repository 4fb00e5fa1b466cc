import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/documents/{id} (staff): a new name or confidentiality; answers the document as lists show it. */
export const useUpdateDocument = () => useApiMutation('documents.update');
