import type { Language } from '@mizan/shared/roles';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Management/GetAllTypeDossiers/{language}: the active case types as the case pickers show them. */
export const useCaseTypeOptions = (language: Language) => useApiQuery('management.caseTypeOptions', { params: { language } });
