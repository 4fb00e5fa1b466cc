import { copyFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Reading scanned pages by OCR: tesseract.js (Tesseract's LSTM engine compiled to WebAssembly,
 * run in a worker thread), French and Arabic together, with the `4.0.0_best_int` models of the
 * npm packages `@tesseract.js-data/fra` and `@tesseract.js-data/ara`. Nothing is fetched at run
 * time: in the Lambda function the worker script, the engine's WebAssembly and the two models are
 * beside the bundle, in `ocr/` (the document-text function's build puts them there:
 * functions/bundle-options.ts); elsewhere they are read from the packages.
 */
export const OCR_LANGUAGES = ['fra', 'ara'] as const;
export const OCR_MODEL_DIR = '4.0.0_best_int';
export const OCR_WORKER_FILE = 'worker.cjs';

const require = createRequire(import.meta.url);

/** The directory of the two models: beside the bundle, or (from the packages) copied once into one temporary directory, as tesseract.js reads every language from one. */
const modelDir = async () => {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  if (taskRoot) return join(taskRoot, 'ocr');
  const dir = join(tmpdir(), 'mizan-ocr-models');
  await mkdir(dir, { recursive: true });
  for (const language of OCR_LANGUAGES) {
    const file = `${language}.traineddata.gz`;
    const source = join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), OCR_MODEL_DIR, file);
    await copyFile(source, join(dir, file));
  }
  return dir;
};

const workerPath = () => {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  return taskRoot ? join(taskRoot, 'ocr', OCR_WORKER_FILE) : undefined;
};

/**
 * The text of images (PNG or JPEG bytes), read one after the other by one OCR worker, which is
 * ended when they are read or when `signal` aborts (the time limit), so that no reading outlives
 * the job's.
 */
export const recogniseImages = async (images: readonly Uint8Array[], signal: AbortSignal): Promise<string> => {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
    langPath: await modelDir(),
    cacheMethod: 'none',
    gzip: true,
    // A job's failure rejects its promise (a damaged image: the document is unreadable); without a
    // handler tesseract.js also throws it outside any promise, which would end the process.
    errorHandler: () => undefined,
    ...(workerPath() ? { workerPath: workerPath() } : {}),
  });
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const texts: string[] = [];
    for (const image of images) {
      signal.throwIfAborted();
      const { data } = await worker.recognize(Buffer.from(image));
      texts.push(data.text);
    }
    return texts.join('\n');
  } finally {
    signal.removeEventListener('abort', stop);
    await worker.terminate();
  }
};
