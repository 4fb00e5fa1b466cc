import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/AddEcheance. */
export const useAddDeadline = () => useApiMutation('dossiers.addDeadline');
