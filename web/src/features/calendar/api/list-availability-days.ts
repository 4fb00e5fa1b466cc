import { useApiQuery } from '../../../lib/use-api';

/** GET api/Calendar/user/{userId}/disponibilites: the lawyer's free slots, day by day. */
export const useAvailabilityDays = (userId: string | null, range: { dateDebut: string; dateFin: string }) =>
  useApiQuery('calendar.availabilityDays', userId ? { params: { userId }, query: range } : null, { onError: () => undefined });
