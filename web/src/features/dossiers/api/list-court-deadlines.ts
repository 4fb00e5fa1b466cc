import type { ApiResponse } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

export type CourtDeadlineItem = ApiResponse<'dossiers.courtDeadlines'>[number];

/** GET api/Dossier/{id}/echeances-mahakim: the court deadlines the last sync wrote, newest step first. */
export const useCourtDeadlines = (dossierId: string | null) =>
  useApiQuery('dossiers.courtDeadlines', dossierId ? { params: { id: dossierId } } : null);
