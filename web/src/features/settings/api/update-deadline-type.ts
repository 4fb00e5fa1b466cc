import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Management/Update-type-echeance/{id}: relabel, translate, chain or (de)activate a deadline type. */
export const useUpdateDeadlineType = () => useApiMutation('management.updateDeadlineType');
