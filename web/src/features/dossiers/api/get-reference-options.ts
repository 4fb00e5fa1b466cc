import { useApiQuery } from '../../../lib/use-api';
import { currentLanguage } from '../../../lib/i18n';

type OptionRoute =
  | 'management.dossierTypeOptions'
  | 'management.dossierStatusOptions'
  | 'management.courtOptions'
  | 'management.deadlineTypeOptions'
  | 'management.expenseTypeOptions'
  | 'management.actionTypeOptions';

/** GET api/Management/GetAll…/{language}: a reference list as options, in the person's language; not read until `wanted`. */
export const useReferenceOptions = (name: OptionRoute, wanted = true) =>
  useApiQuery(name, wanted ? { params: { language: currentLanguage() } } : null);
