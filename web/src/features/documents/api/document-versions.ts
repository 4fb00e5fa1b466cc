import type { DocumentItem } from '@mizan/shared/schemas/documents';
import { callApi } from '../../../lib/api-client';
import { sendToStorage, type UploadProgress } from '../../../lib/storage-upload';
import { useApiQuery } from '../../../lib/use-api';
import { extensionOf } from '../utils/files';

/** GET api/documents/{id}/versions: the document's versions, newest first (null: none asked). */
export const useDocumentVersions = (idDocument: string | null) =>
  useApiQuery('documents.versions', idDocument ? { params: { idDocument } } : null);

/**
 * A new version of a document, as a document is uploaded: the API signs a POST for this file, the
 * browser sends it straight to storage with its progress, then the API checks and records it.
 */
export const uploadVersion = async (
  idDocument: string,
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<DocumentItem> => {
  const body = { extension: extensionOf(file.name), size: file.size };
  const issued = await callApi('documents.versionUploadUrl', { params: { idDocument }, body, signal });
  await sendToStorage(issued, file, onProgress, signal);
  return callApi('documents.confirmVersion', { params: { idDocument }, signal });
};
