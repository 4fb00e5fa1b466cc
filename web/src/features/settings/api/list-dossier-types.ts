import { useApiQuery } from '../../../lib/use-api';

/** GET Management/GetAllTypeDossiers: the firm's dossier types (built-in and its own) with their translations. */
export const useDossierTypes = () => useApiQuery('management.listDossierTypes', {});
