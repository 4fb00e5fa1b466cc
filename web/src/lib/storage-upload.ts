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

/** A presigned POST as the API issues it: where to send, and the form fields that sign it. */
export type PresignedPost = { url: string; fields: Record<string, string> };

/**
 * Sends a file straight to storage through the API's presigned POST, with XMLHttpRequest, whose
 * upload events give the progress (fetch has none). The API checks and records it afterwards.
 */
export const sendToStorage = ({ url, fields }: PresignedPost, file: File, onProgress: UploadProgress, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
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
