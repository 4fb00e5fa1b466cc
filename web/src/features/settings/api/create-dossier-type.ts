import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/type-dossiers: a firm's own dossier type (409 when the identifier is taken). */
export const useCreateDossierType = () => useApiMutation('management.createDossierTypeApi');
