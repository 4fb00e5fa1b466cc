import { useApiQuery } from '../../../lib/use-api';

/** GET api/Management/GetAllTypeEcheances: deadline types with translations, delay and next deadlines. */
export const useDeadlineTypes = () => useApiQuery('management.listDeadlineTypes', {});
