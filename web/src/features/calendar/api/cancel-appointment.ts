import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Calendar/annuler-rendez-vous with the reason. */
export const useCancelAppointment = () => useApiMutation('calendar.cancelAppointment');
