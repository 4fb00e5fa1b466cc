import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Calendar/CreateDisponibilite: one call per new window. */
export const useCreateAvailability = () => useApiMutation('calendar.createAvailability');
