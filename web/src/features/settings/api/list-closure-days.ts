import { useApiQuery } from '../../../lib/use-api';

/** GET api/closure-days: the days the firm is closed (working-day arithmetic skips them). */
export const useClosureDays = () => useApiQuery('management.listClosureDays', {});
