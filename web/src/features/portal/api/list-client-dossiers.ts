import { useApiQuery } from '../../../lib/use-api';

/** GET api/Dossier/client/{userId}: the client's own dossiers, with their unread messages. */
export const useClientDossiers = (userId: string | null) => useApiQuery('dossiers.listForClient', userId ? { params: { userId } } : null);
