import { useApiMutation } from '../../../lib/use-api';

/** PUT api/type-dossiers/{id}: relabel, translate or (de)activate a case type. */
export const useUpdateCaseType = () => useApiMutation('management.updateCaseTypeApi');
