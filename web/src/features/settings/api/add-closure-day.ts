import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/closure-days: closes the firm on a date (409 when it already is). */
export const useAddClosureDay = () => useApiMutation('management.addClosureDay');
