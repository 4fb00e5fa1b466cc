import { useApiMutation } from '../../../lib/use-api';

/** DELETE api/Calendar/Disponibilite/{id}. */
export const useDeleteAvailability = () => useApiMutation('calendar.deleteAvailability');
