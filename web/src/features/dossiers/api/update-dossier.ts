import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/update: the dossier's identification and status. */
export const useUpdateDossier = () => useApiMutation('dossiers.update');
