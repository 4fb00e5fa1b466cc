import { useApiMutation } from '../../../lib/use-api';

/** POST api/Dossier/update: the case's identification and status. */
export const useUpdateDossier = () => useApiMutation('dossiers.update');
