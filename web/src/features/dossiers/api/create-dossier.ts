import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/createDossier: a dossier with its clients and opposing parties. */
export const useCreateDossier = () => useApiMutation('dossiers.create');
