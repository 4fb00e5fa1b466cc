import type { Confidentiality, DocumentItem } from '@mizan/shared/schemas/documents';
import { callApi } from '../../../lib/api-client';
import { sendToStorage, type UploadProgress } from '../../../lib/storage-upload';

export type UploadRequest = { idDossier: string; Nom: string; extension: string; IdConfidentialite: Confidentiality; file: File };

/**
 * A direct upload: the API signs a POST for this file (who may, which key, type and size), the
 * browser sends the file straight to storage with its progress, then the API checks and records it.
 */
export const uploadDocument = async (request: UploadRequest, onProgress: UploadProgress, signal: AbortSignal): Promise<DocumentItem> => {
  const { file, ...metadata } = request;
  const issued = await callApi('documents.uploadUrl', { body: { ...metadata, size: file.size }, signal });
  await sendToStorage(issued, file, onProgress, signal);
  return callApi('documents.confirmUpload', { params: { idDocument: issued.idDocument }, signal });
};
