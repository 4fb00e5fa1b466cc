import { useApiQuery } from '../../../lib/use-api';

/** GET api/Calendar/RendezVous/{idrendezvous}: the appointment's detail. */
export const useAppointment = (id: string | null) =>
  useApiQuery('calendar.appointment', id ? { params: { idrendezvous: id } } : null, { onError: () => undefined });
