import { useRef, useState } from 'react';
import type { UploadProgress } from './storage-upload';

/**
 * A file a dialog sends straight to storage: `track(upload)` runs the upload with its progress
 * (a percentage, null while none is sent) and a signal that `cancel` (closing the dialog) aborts.
 */
export const useUploadProgress = () => {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const track = async <T>(upload: (onProgress: UploadProgress, signal: AbortSignal) => Promise<T>): Promise<T> => {
    controller.current = new AbortController();
    setProgress(0);
    try {
      return await upload(setProgress, controller.current.signal);
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };
  const cancel = () => controller.current?.abort();
  return { progress, track, cancel };
};
