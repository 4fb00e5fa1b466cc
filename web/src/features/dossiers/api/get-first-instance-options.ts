import { currentLanguage } from '../../../lib/i18n';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Management/{courtId}/GetAllFirstInstance/{language}: a court of appeal's first-instance courts. */
export const useFirstInstanceOptions = (courtId: string | null) =>
  useApiQuery('management.firstInstanceOptions', courtId ? { params: { courtId, language: currentLanguage() } } : null);
