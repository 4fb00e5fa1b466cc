import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

/** While a job is in progress, its state is read again this often. */
export const EXPORT_POLL_MS = 2000;

/** POST api/Cabinet/exports (ADMIN): starts the firm's whole export; answers the job in progress. */
export const useStartFirmExport = () => useApiMutation('exports.start');

/** GET api/Cabinet/exports: the firm's latest jobs, newest first (the panel resumes the newest). */
export const useLatestFirmExports = () => useApiQuery('exports.list', {}, { revalidateOnFocus: false });

/** GET api/Cabinet/exports/{id}: the job's state, read again every 2 s while it is in progress. */
export const useFirmExport = (id: string | undefined) =>
  useApiQuery('exports.get', id ? { params: { id } } : null, {
    refreshInterval: (job) => (!job || job.etat === 'ENC' ? EXPORT_POLL_MS : 0),
    revalidateOnFocus: false,
  });
