import { beforeEach, describe, expect, it, vi } from 'vitest';

/** tesseract.js stood in for: each worker started is counted, reads what its image says, fails on "damaged", and reads "slow" until ended. */
const engine = vi.hoisted(() => ({ started: 0, ended: 0 }));
vi.mock('tesseract.js', () => ({
  OEM: { LSTM_ONLY: 1 },
  createWorker: async () => {
    engine.started++;
    let alive = true;
    let endPending = () => {};
    return {
      recognize: async (image: Buffer) => {
        if (!alive) throw new Error('worker ended');
        const text = image.toString();
        if (text === 'damaged') throw new Error('Error attempting to read image.');
        if (text === 'slow') await new Promise((_, reject) => (endPending = () => reject(new Error('worker ended'))));
        return { data: { text } };
      },
      terminate: async () => {
        alive = false;
        engine.ended++;
        endPending();
      },
    };
  },
}));

const { ocrReader } = await import('../../functions/src/services/document-ocr');

const image = (text: string) => new Uint8Array(Buffer.from(text));
const signal = () => new AbortController().signal;

beforeEach(() => {
  engine.started = 0;
  engine.ended = 0;
});

describe('the OCR reader of a batch', () => {
  it('starts its worker at the first reading, reads the next documents with it, and ends it with the batch', async () => {
    const ocr = ocrReader();
    expect(engine.started).toBe(0);
    expect(await ocr.read([image('page 1'), image('page 2')], signal())).toBe('page 1\npage 2');
    expect(await ocr.read([image('autre document')], signal())).toBe('autre document');
    expect(engine).toEqual({ started: 1, ended: 0 });
    await ocr.end();
    expect(engine).toEqual({ started: 1, ended: 1 });
  });

  it('ends the worker of a failed reading, and starts another for the next document', async () => {
    const ocr = ocrReader();
    await expect(ocr.read([image('damaged')], signal())).rejects.toThrow('read image');
    expect(engine).toEqual({ started: 1, ended: 1 });
    expect(await ocr.read([image('lisible')], signal())).toBe('lisible');
    expect(engine.started).toBe(2);
    await ocr.end();
    expect(engine.ended).toBe(2);
  });

  it('ends the worker when the time limit aborts a reading, and reads nothing more with it', async () => {
    const ocr = ocrReader();
    const controller = new AbortController();
    const reading = ocr.read([image('slow'), image('never read')], controller.signal);
    await vi.waitFor(() => expect(engine.started).toBe(1));
    controller.abort();
    await expect(reading).rejects.toThrow();
    expect(engine.ended).toBe(1);
    await expect(ocr.read([image('trop tard')], controller.signal)).rejects.toThrow();
    expect(engine.started).toBe(1);
    expect(await ocr.read([image('suivant')], signal())).toBe('suivant');
    expect(engine.started).toBe(2);
    await ocr.end();
  });

  it('ends nothing when no scan was read', async () => {
    await ocrReader().end();
    expect(engine).toEqual({ started: 0, ended: 0 });
  });
});
