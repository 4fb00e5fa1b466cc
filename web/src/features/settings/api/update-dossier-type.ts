import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/type-dossiers/{id}: relabel, translate or (de)activate a dossier type. */
export const useUpdateDossierType = () => useApiMutation('management.updateDossierTypeApi');
