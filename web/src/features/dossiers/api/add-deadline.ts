import { useApiMutation } from '../../../lib/use-api';

/** POST api/Dossier/AddEcheance. */
export const useAddDeadline = () => useApiMutation('dossiers.addDeadline');
