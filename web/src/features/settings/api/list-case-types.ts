import { useApiQuery } from '../../../lib/use-api';

/** GET Management/GetAllTypeDossiers: the firm's case types (built-in and its own) with their translations. */
export const useCaseTypes = () => useApiQuery('management.listCaseTypes', {});
