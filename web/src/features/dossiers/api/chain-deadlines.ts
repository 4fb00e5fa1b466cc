import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Dossier/echeances/{id}/chain: creates the proposals kept after a Perform, drops the others. */
export const useChainDeadlines = () => useApiMutation('dossiers.chainDeadlines');
