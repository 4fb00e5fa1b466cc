import type { ApiResponse } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api';

export type DeadlineItem = ApiResponse<'dossiers.deadlines'>['items'][number];

/** GET api/Dossier/{id}/echeances: the cabinet deadlines, open first, 5 a page (spec 9), cursor-paged. */
export const useDeadlines = (dossierId: string | null) =>
  useApiPages('dossiers.deadlines', dossierId ? { params: { id: dossierId }, query: { limit: 5 } } : null);
