import { useApiQuery } from '../../../lib/use-api';

/** GET api/Calendar/user/{userId}: a lawyer's weekly availability windows. */
export const useAvailabilities = (userId: string | null) => useApiQuery('calendar.availabilities', userId ? { params: { userId } } : null);
