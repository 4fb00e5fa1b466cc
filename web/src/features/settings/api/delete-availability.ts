import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/Calendar/Disponibilite/{id}. */
export const useDeleteAvailability = () => useApiMutation('calendar.deleteAvailability');
