import { useApiQuery } from '../../../lib/use-api';
import { callApi } from '../../../lib/api-client';

/** GET api/documents/{id}/view: a short-lived inline address (the viewer; the view is recorded). Read once, not revalidated. */
export const useDocumentView = (idDocument: string | null) =>
  useApiQuery('documents.view', idDocument ? { params: { idDocument } } : null, {
    onError: () => undefined,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

/** GET api/documents/download/{id}: a short-lived address that saves the file as `nom.extension` (the download is recorded). */
export const downloadDocument = async (idDocument: string) => {
  const { url } = await callApi('documents.download', { params: { idDocument } });
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
