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

type OcrWorker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;

const startWorker = async (): Promise<OcrWorker> => {
  const { createWorker, OEM } = await import('tesseract.js');
  return createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
    langPath: await modelDir(),
    cacheMethod: 'none',
    gzip: true,
    // A job's failure rejects its promise (a damaged image: the document is unreadable); without a
    // handler tesseract.js also throws it outside any promise, which would end the process.
    errorHandler: () => undefined,
    ...(workerPath() ? { workerPath: workerPath() } : {}),
  });
};

/** Reads the text of images (PNG or JPEG bytes), one after the other. */
export type OcrReader = {
  read: (images: readonly Uint8Array[], signal: AbortSignal) => Promise<string>;
  /** Ends its worker, if one runs. */
  end: () => Promise<void>;
};

/**
 * An OCR reader for a batch of documents: its worker starts at the first reading (the engine and
 * both models load in 1–2 s) and reads the next documents too. A reading that fails or that
 * `signal` aborts (the time limit) ends the worker, so that no reading outlives its document's
 * and a damaged image leaves nothing behind; the next reading starts another.
 */
export const ocrReader = (): OcrReader => {
  let running: Promise<OcrWorker> | undefined;
  /** Ends `worker` once: the running one only. */
  const stop = async (worker: Promise<OcrWorker>) => {
    if (running !== worker) return;
    running = undefined;
    // A worker that failed to start has nothing to end.
    await worker.then((w) => w.terminate()).catch(() => undefined);
  };
  return {
    async read(images, signal) {
      signal.throwIfAborted();
      const current = (running ??= startWorker());
      const abort = () => void stop(current);
      signal.addEventListener('abort', abort, { once: true });
      try {
        const worker = await current;
        const texts: string[] = [];
        for (const image of images) {
          signal.throwIfAborted();
          const { data } = await worker.recognize(Buffer.from(image));
          texts.push(data.text);
        }
        return texts.join('\n');
      } catch (error) {
        await stop(current);
        throw error;
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
    end: async () => {
      if (running) await stop(running);
    },
  };
};
