import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Management/Create-type-echeance: a firm's own deadline type (a looping chain is refused). */
export const useCreateDeadlineType = () => useApiMutation('management.createDeadlineType');
