import { useApiPages } from '../../../lib/use-api';

/** GET api/Client/morale/for-user/{userId}: legal-entity clients, 10 a page. */
export const useClientCompanies = (userId: string | null) =>
  useApiPages('clients.companies', userId ? { params: { userId }, query: { limit: 10 } } : null);
