import { useApiQuery } from '../../../lib/use-api';

/** GET api/Calendar/user/{userId}/rendezvous between two days: a person's appointments (the visible range of a calendar). */
export const useAppointments = (userId: string | null, range: { dateDebut: string; dateFin: string } | null) =>
  useApiQuery('calendar.appointments', userId && range ? { params: { userId }, query: range } : null);
