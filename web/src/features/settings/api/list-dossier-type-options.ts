import type { Language } from '@mizan/shared/roles';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Management/GetAllTypeDossiers/{language}: the active dossier types as the dossier pickers show them. */
export const useDossierTypeOptions = (language: Language) => useApiQuery('management.dossierTypeOptions', { params: { language } });
