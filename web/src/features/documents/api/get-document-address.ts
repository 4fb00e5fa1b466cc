import { useApiQuery } from '../../../lib/use-api';
import { callApi } from '../../../lib/api-client';

/** Read once, not revalidated: a short-lived address. */
const ONCE = { onError: () => undefined, revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };

/**
 * GET api/documents/{id}/view, or …/versions/{idVersion}/view for an earlier version: a short-lived
 * inline address (the viewer; the view is recorded).
 */
export const useDocumentView = (idDocument: string | null, idVersion: string | null = null) => {
  const latest = useApiQuery('documents.view', idDocument && !idVersion ? { params: { idDocument } } : null, ONCE);
  const version = useApiQuery('documents.versionView', idDocument && idVersion ? { params: { idDocument, idVersion } } : null, ONCE);
  return idVersion ? version : latest;
};

/**
 * GET api/documents/download/{id} (or a version's …/versions/{idVersion}/download): a short-lived
 * address that saves the file as `nom.extension` (the download is recorded).
 */
export const downloadDocument = async (idDocument: string, idVersion?: string) => {
  const { url } = idVersion
    ? await callApi('documents.versionDownload', { params: { idDocument, idVersion } })
    : await callApi('documents.download', { params: { idDocument } });
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
