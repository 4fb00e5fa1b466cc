import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Dashboard/digest: whether the caller receives the daily digest email. */
export const useDigestPreference = (enabled: boolean) => useApiQuery('dashboard.digest', enabled ? {} : null);
/** PUT api/Dashboard/digest: turns it on or off. */
export const useSetDigestPreference = () => useApiMutation('dashboard.setDigest');
