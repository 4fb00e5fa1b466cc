import { useApiMutation } from '../../../lib/use-api';

/** DELETE api/closure-days/{date}: reopens a closed date. */
export const useDeleteClosureDay = () => useApiMutation('management.deleteClosureDay');
