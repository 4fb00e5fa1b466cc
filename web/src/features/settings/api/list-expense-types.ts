import { useApiQuery } from '../../../lib/use-api';

/** GET api/Management/GetAllTypeDepenses: expense types with their translations. */
export const useExpenseTypes = () => useApiQuery('management.expenseTypes', {});
