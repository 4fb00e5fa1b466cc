import { useApiPages } from '../../../lib/use-api';

/** GET api/Dossier/{id}/actions: the history of actions, newest first, 10 a page. */
export const useDossierActions = (dossierId: string) =>
  useApiPages('dossiers.actions', { params: { id: dossierId }, query: { limit: 10 } });
