import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/Cabinet: the firm's name, address, contacts and tax identifiers, with their version. */
export const useFirmDetails = () => useApiQuery('management.firmDetails', {});

/** PUT api/Cabinet (ADMIN): replaces them on the version read (409 firm_changed when they changed since). */
export const useUpdateFirmDetails = () => useApiMutation('management.updateFirmDetails');
