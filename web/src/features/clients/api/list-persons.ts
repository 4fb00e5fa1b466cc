import { useApiPages } from '../../../lib/use-api';

/** GET api/Client/physique/for-user/{userId}: natural-person clients, 10 a page. */
export const useClientPersons = (userId: string | null) =>
  useApiPages('clients.persons', userId ? { params: { userId }, query: { limit: 10 } } : null);
