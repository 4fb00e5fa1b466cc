import type { CallOptions } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api';

export type DossierFilter = NonNullable<CallOptions<'dossiers.search'>['query']>;

/** GET api/Dossier/user?refDossier&client&type&statut: the firm's dossiers, 10 a page, cursor-paged. */
export const useSearchDossiers = (filter: DossierFilter) => useApiPages('dossiers.search', { query: { ...filter, limit: 10 } });
