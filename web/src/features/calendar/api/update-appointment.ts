import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Calendar/RendezVous/{idrendezvous}: date, times and comment. */
export const useUpdateAppointment = () => useApiMutation('calendar.updateAppointment');
