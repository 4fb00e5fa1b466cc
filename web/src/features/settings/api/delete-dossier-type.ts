import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/type-dossiers/{id}: deletes an unused dossier type, deactivates one in use. */
export const useDeleteDossierType = () => useApiMutation('management.deleteDossierType');
