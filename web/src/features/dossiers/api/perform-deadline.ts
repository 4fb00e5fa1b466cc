import type { ApiResponse } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** A performed deadline with the deadlines chained at once (`enchainees`) and those proposed (`propositions`). */
export type PerformedDeadline = ApiResponse<'dossiers.performDeadline'>;

/** POST api/Dossier/achieve-action?id=: Perform. */
export const usePerformDeadline = () => useApiMutation('dossiers.performDeadline');
