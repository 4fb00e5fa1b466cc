import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Calendar/confirmer-rendez-vous. */
export const useConfirmAppointment = () => useApiMutation('calendar.confirmAppointment');
