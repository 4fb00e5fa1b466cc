import type { Confidentiality, DocumentItem } from '@mizan/shared/schemas/documents';
import { callApi } from '../../../lib/api-client';

export type UploadRequest = { idDossier: string; Nom: string; extension: string; IdConfidentialite: Confidentiality; file: File };
export type UploadProgress = (percent: number) => void;

/** The browser's storage request was stopped (Cancel). */
export class UploadCancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'UploadCancelledError';
  }
}
/** Storage refused or never answered the file. */
export class StorageError extends Error {
  constructor(readonly status: number) {
    super(`storage answered ${status}`);
    this.name = 'StorageError';
  }
}

/** Posts the form to storage with XMLHttpRequest, whose upload events give the progress (fetch has none). */
const postToStorage = (url: string, form: FormData, onProgress: UploadProgress, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new StorageError(xhr.status)));
    xhr.onerror = () => reject(new StorageError(0));
    xhr.onabort = () => reject(new UploadCancelledError());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

/**
 * A direct upload: the API signs a POST for this file (who may, which key, type and size), the
 * browser sends the file straight to storage with its progress, then the API checks and records it.
 */
export const uploadDocument = async (request: UploadRequest, onProgress: UploadProgress, signal: AbortSignal): Promise<DocumentItem> => {
  const { file, ...metadata } = request;
  const issued = await callApi('documents.uploadUrl', { body: { ...metadata, size: file.size }, signal });
  const form = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) form.append(name, value);
  form.append('file', file);
  await postToStorage(issued.url, form, onProgress, signal);
  return callApi('documents.confirmUpload', { params: { idDocument: issued.idDocument }, signal });
};
