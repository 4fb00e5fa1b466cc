import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/AddAction: an action, or a note (type ANT). */
export const useAddAction = () => useApiMutation('dossiers.addAction');
