import { useApiMutation } from '../../../lib/use-api';

/** POST api/type-dossiers: a firm's own case type (409 when the identifier is taken). */
export const useCreateCaseType = () => useApiMutation('management.createCaseTypeApi');
