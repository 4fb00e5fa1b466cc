import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/closure-days/{date}: reopens a closed date. */
export const useDeleteClosureDay = () => useApiMutation('management.deleteClosureDay');
