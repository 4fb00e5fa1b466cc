import { ApiError } from '../../../lib/api-client';

/** A 409 conflict of interest: its details name the dossiers concerned (spec decisions). */
export const conflictDetails = (error: unknown): string[] | null =>
  error instanceof ApiError && error.status === 409 && error.details.some((detail) => detail.code === 'conflict_of_interest')
    ? error.details.filter((detail) => detail.code === 'conflict_of_interest').map((detail) => detail.message)
    : null;
