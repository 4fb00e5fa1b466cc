import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Calendar/create-rendez-vous: a staff appointment, or a client's booking. */
export const useCreateAppointment = () => useApiMutation('calendar.createAppointment');
